import { Fragment } from "react";

/**
 * An email address that may wrap after its @ and before a dot, and nowhere
 * else: not in the middle of a word, nor at its hyphens.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
