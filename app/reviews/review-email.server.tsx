import { renderToStaticMarkup } from "react-dom/server";

import type { Locale } from "~/content/locale";
import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";

export interface ReviewEmailLinks {
  google: string;
  other?: { name: string; href: string };
  /** "Tell us privately": reaches the owner, offered to everyone. */
  privately?: string;
  unsubscribe: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The review request or its reminder, text and HTML, in the customer's language: links, no
 * star ratings, nothing to win.
 */
export function renderReviewEmail(
  customer: { name: string; language: Locale },
  links: ReviewEmailLinks,
  reminder: boolean,
) {
  const say = visitorMessages[customer.language].review;
  const greeting = fillText(say.greeting, { name: firstName(customer.name) });
  const body = reminder ? say.reminderBody : say.body;
  const lines: Array<[label: string, href: string]> = [
    [say.google, links.google],
    ...(links.other
      ? [[fillText(say.other, { platform: links.other.name }), links.other.href] as [string, string]]
      : []),
  ];
  const text = [
    greeting,
    "",
    body,
    "",
    ...lines.map(([label, href]) => `${label}: ${href}`),
    ...(links.privately ? ["", `${say.privately}: ${links.privately}`] : []),
    "",
    say.signature,
    "",
    `${say.unsubscribe}: ${links.unsubscribe}`,
  ].join("\n");
  const button = {
    display: "inline-block",
    padding: "12px 20px",
    borderRadius: "6px",
    background: "#115e59",
    color: "#ffffff",
    fontWeight: "bold",
    textDecoration: "none",
  };
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <html lang={customer.language}>
        <body style={{ fontFamily: "Arial, sans-serif", color: "#1c1917" }}>
          <p>{greeting}</p>
          <p>{body}</p>
          {lines.map(([label, href]) => (
            <p key={href}>
              <a href={href} style={button}>
                {label}
              </a>
            </p>
          ))}
          {links.privately ? (
            <p>
              <a href={links.privately}>{say.privately}</a>
            </p>
          ) : null}
          <p>{say.signature}</p>
          <p style={{ fontSize: "12px", color: "#57534e" }}>
            <a href={links.unsubscribe}>{say.unsubscribe}</a>
          </p>
        </body>
      </html>,
    );
  return { subject: reminder ? say.reminderSubject : say.subject, text, html };
}
