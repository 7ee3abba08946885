import type { ReactNode } from "react";

const tones = {
  white: "bg-white",
  stone: "bg-stone-100",
  warm: "bg-amber-50",
  dark: "bg-primary-900 text-white",
} as const;

/** A full-width band with the page's content width and vertical rhythm. */
export function Section({
  tone = "white",
  id,
  labelledBy,
  children,
  className = "",
}: {
  tone?: keyof typeof tones;
  id?: string;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={className ? `${tones[tone]} ${className}` : tones[tone]}>
      <div className="section-inner">{children}</div>
    </section>
  );
}
