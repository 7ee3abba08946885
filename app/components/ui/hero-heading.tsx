import { splitHeadingLines } from "~/seo/heading";

/** A hero's H1 in up to three lines (seo/heading.ts), the middle one in the bright green. */
export function HeroHeading({ text, className }: { text: string; className: string }) {
  return (
    <h1 className={className}>
      {splitHeadingLines(text).map((line, index) => (
        <span key={index}>
          {index > 0 ? " " : null}
          <span className={`block ${index === 1 ? "text-secondary-400" : ""}`}>{line}</span>
        </span>
      ))}
    </h1>
  );
}
