import { renderToStaticMarkup } from "react-dom/server";

import { type ReviewEmailLinks, reviewEmailText as say } from "./review-messages";

/** The review request or its reminder, text and HTML: links, no star ratings, nothing to win. */
export function renderReviewEmail(name: string, links: ReviewEmailLinks, reminder: boolean) {
  const lines: Array<[label: string, href: string]> = [
    [say.google, links.google],
    ...(links.other ? [[say.other(links.other.name), links.other.href] as [string, string]] : []),
  ];
  const text = [
    say.greeting(name),
    "",
    say.body(reminder),
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
      <html lang="en">
        <body style={{ fontFamily: "Arial, sans-serif", color: "#1c1917" }}>
          <p>{say.greeting(name)}</p>
          <p>{say.body(reminder)}</p>
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
  return { subject: say.subject(reminder), text, html };
}
