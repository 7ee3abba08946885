import { renderToStaticMarkup } from "react-dom/server";

import type { Lead } from "../../db/schema";

import { serviceTitle } from "~/content/services";

import { formatPhone } from "~/platform/phone";

export type LeadForEmail = Pick<
  Lead,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "address"
  | "service"
  | "message"
  | "createdAt"
  | "sourcePage"
  | "referrer"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Label/value rows shown in both bodies, in the order staff read them. */
function leadRows(lead: LeadForEmail) {
  const utm = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  return [
    ["Name", lead.name],
    ["Phone", formatPhone(lead.phone)],
    ["Email", lead.email ?? "(not given)"],
    ["Address", lead.address ?? "(not given)"],
    ["Service", serviceTitle(lead.service)],
    ["Message", lead.message || "(none)"],
    ["Received", lead.createdAt],
    ["Page", lead.sourcePage ?? "(unknown)"],
    ["Referrer", lead.referrer ?? "(none)"],
    ["Campaign", utm || "(none)"],
  ] as const;
}

// Header values must stay on one line whatever a visitor typed.
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The notification for a new lead, rendered once when it is queued. The HTML
 * goes through React, which escapes every value a visitor typed.
 */
export function renderLeadEmail(
  lead: LeadForEmail,
  options: { leadSourceMessage: string; siteUrl: string },
): RenderedEmail {
  const leadsUrl = `${options.siteUrl}/admin/leads`;
  const rows = leadRows(lead);
  const subject = oneLine(`New quote request: ${serviceTitle(lead.service)} from ${lead.name}`).slice(0, 200);

  const text = [
    options.leadSourceMessage,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `See all leads: ${leadsUrl}`,
  ].join("\n");

  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <html lang="en">
        <body style={{ fontFamily: "Arial, sans-serif", color: "#1c1917" }}>
          <h1 style={{ fontSize: "20px", color: "#115e59" }}>{options.leadSourceMessage}</h1>
          <table cellPadding={6} style={{ borderCollapse: "collapse" }}>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th align="left" style={{ verticalAlign: "top" }}>
                    {label}
                  </th>
                  <td style={{ whiteSpace: "pre-wrap" }}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <a href={leadsUrl}>See all leads</a>
          </p>
        </body>
      </html>,
    );

  return { subject, text, html };
}
