import type { Faq } from "~/content/faqs";

/** Questions as details/summary disclosures: they open and close without JavaScript (the chevron is the stylesheet's). */
export function FaqList({ faqs, compact = false }: { faqs: readonly Faq[]; compact?: boolean }) {
  return (
    <div className="space-y-3">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq group">
          <summary className={`faq-summary ${compact ? "p-4 text-base" : "p-5 text-lg"}`}>{faq.question}</summary>
          <p className={`faq-answer ${compact ? "px-4 pb-4" : "px-5 pb-5"}`}>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
