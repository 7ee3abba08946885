import { Fragment } from "react";

import { splitHeadingLines } from "~/seo/heading";

/** A hero's H1 in up to three lines (seo/heading.ts), the middle one in the bright green; spaces between them for readers. */
export function HeroHeading({ text, className }: { text: string; className: string }) {
  return (
    <h1 className={className}>
      {splitHeadingLines(text).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className={index === 1 ? "block text-secondary-400" : "block"}>{line}</span>
        </Fragment>
      ))}
    </h1>
  );
}
