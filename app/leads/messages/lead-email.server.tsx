import { renderToStaticMarkup } from "react-dom/server";

import { formatDuration, formatWacoTime } from "~/clock/waco-time";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref } from "~/platform/phone";

import type { Lead } from "../../../db/schema";
import { directionsUrl, isDrivableAddress } from "../lead-address";
import { emailFieldRow, type LeadFieldKey, leadFieldsIn } from "../lead-fields";
import { PREFERS_SPANISH } from "../lead-language";
import { POSSIBLE_SPAM_REASON } from "../lead-row";
import { PHOTO_STORAGE_FULL } from "../photos/photo-storage";

export type LeadForEmail = Pick<
  Lead,
  | "id"
  | "name"
  | "service"
  | "createdAt"
  | "sourcePage"
  | "landingPage"
  | "referrer"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "language"
> &
  /** The visitor's other fields (lead-fields.ts): one missing reads as not given. */
  Partial<Pick<Lead, LeadFieldKey>>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The lead's page in the staff area: every email links to it. */
export const leadPageUrl = (siteUrl: string, leadId: number) => `${siteUrl}/admin/leads/${leadId}`;

/** The photos a lead came with, as its email says it: attached, too big for email and on the lead page, or not stored. */
export interface EmailPhotos {
  count: number;
  attached: boolean;
  /** Sent but not stored: photo storage was full (PHOTO_STORAGE_MB). */
  notStored?: number;
}

const photoCount = (count: number) => `${count} photo${count === 1 ? "" : "s"}`;

function photosText({ count, attached, notStored }: EmailPhotos) {
  if (notStored) return `${photoCount(notStored)} sent but not stored: ${PHOTO_STORAGE_FULL}`;
  return `${photoCount(count)} (${attached ? "attached" : "too large for email: open the lead to see them"})`;
}

type Row = readonly [label: string, value: string];

/** The visitor's fields (lead-fields.ts), an address followed by directions to it. */
function fieldRows(lead: LeadForEmail): Row[] {
  return leadFieldsIn("email").flatMap((field) => {
    const row = emailFieldRow(field, lead);
    const address = lead.address ?? null;
    if (field.key !== "address" || !isDrivableAddress(address)) return [row];
    return [row, ["Directions", directionsUrl(address)] as const];
  });
}

/** Label/value rows shown in both bodies, in the order staff read them. */
function leadRows(lead: LeadForEmail, photos?: EmailPhotos): Row[] {
  const utm = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  return [
    ...(photos?.count || photos?.notStored ? [["Photos", photosText(photos)] as const] : []),
    ...(lead.language === "es" ? [["Language", PREFERS_SPANISH] as const] : []),
    ...fieldRows(lead),
    ["Received", formatWacoTime(lead.createdAt)],
    ["Landing page", lead.landingPage ?? "(unknown)"],
    ["Page", lead.sourcePage ?? "(unknown)"],
    ["Referrer", lead.referrer ?? "(none)"],
    ["Campaign", utm || "(none)"],
  ];
}

/** An emergency stands out in a crowded inbox, before any other mark. */
const emergencyMark = (lead: Pick<Lead, "service">) => (isEmergencyService(lead.service) ? "[EMERGENCY] " : "");

/** Whoever calls back should speak Spanish: the subject says so before the email is opened. */
const spanishMark = (lead: Pick<Lead, "language">) => (lead.language === "es" ? "[ES] " : "");

// Header values must stay on one line whatever a visitor typed.
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** One line of a digest: what it is, and its links (Call, the lead's page). */
export interface EmailItem {
  title: string;
  links: ReadonlyArray<{ href: string; label: string }>;
}

export interface EmailContent {
  /**
   * The language of the email's words (the visitor's for their confirmation; staff emails are
   * English); null when it is not known (the owner's own words), so no language is claimed.
   */
  lang?: string | null;
  subject: string;
  /** A red line above everything ("EMERGENCY"). */
  alert?: string;
  heading: string;
  intro?: string;
  /** A big tap-to-call button under the intro. */
  call?: { href: string; label: string };
  /** Paragraphs after the call button (what to do while waiting). */
  notes?: readonly string[];
  /** A list of lines with links each, after the notes (a digest's leads). */
  items?: readonly EmailItem[];
  /** A question with its own link, after the notes (confirm this address: email-confirmation.server.ts). */
  ask?: { text: string; href: string; label: string };
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  link: { href: string; label: string };
  /** Under the link, small: how to stop these emails (a customer's unsubscribe link); `lang` if not the email's. */
  footer?: { href: string; label: string; lang?: string };
}

const itemText = (item: EmailItem) => [`- ${item.title}`, ...item.links.map((link) => `  ${link.label}: ${link.href}`)];

/** Plain text and HTML bodies of one email. The HTML goes through React, which escapes every value a visitor typed. */
export function renderEmail({
  lang = "en",
  subject,
  alert,
  heading,
  intro,
  call,
  notes = [],
  items = [],
  ask,
  rows,
  link,
  footer,
}: EmailContent): RenderedEmail {
  const text = [
    ...(alert ? [alert, ""] : []),
    heading,
    ...(intro ? ["", intro] : []),
    ...(call ? ["", `${call.label}: ${call.href}`] : []),
    ...notes.flatMap((note) => ["", note]),
    ...(items.length ? ["", ...items.flatMap(itemText)] : []),
    ...(ask ? ["", ask.text, `${ask.label}: ${ask.href}`] : []),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${link.label}: ${link.href}`,
    ...(footer ? ["", `${footer.label}: ${footer.href}`] : []),
  ].join("\n");

  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <html lang={lang ?? undefined}>
        <body style={{ fontFamily: "Arial, sans-serif", color: "#1c1917" }}>
          {alert ? (
            <p style={{ margin: "0 0 12px", color: "#b91c1c", fontSize: "22px", fontWeight: "bold" }}>{alert}</p>
          ) : null}
          <h1 style={{ fontSize: "20px", color: "#115e59" }}>{heading}</h1>
          {intro ? <p>{intro}</p> : null}
          {call ? (
            <p>
              <a
                href={call.href}
                style={{
                  display: "inline-block",
                  padding: "14px 24px",
                  borderRadius: "6px",
                  background: "#115e59",
                  color: "#ffffff",
                  fontSize: "18px",
                  fontWeight: "bold",
                  textDecoration: "none",
                }}
              >
                {call.label}
              </a>
            </p>
          ) : null}
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {items.length ? (
            <ul>
              {items.map((item, index) => (
                <li key={index} style={{ marginBottom: "8px" }}>
                  {item.title}
                  {item.links.map((itemLink) => (
                    <span key={itemLink.href}>
                      {" · "}
                      <a href={itemLink.href}>{itemLink.label}</a>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          ) : null}
          {ask ? (
            <p>
              {ask.text} <a href={ask.href}>{ask.label}</a>
            </p>
          ) : null}
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
            <a href={link.href}>{link.label}</a>
          </p>
          {footer ? (
            <p lang={footer.lang} style={{ fontSize: "12px", color: "#57534e" }}>
              <a href={footer.href}>{footer.label}</a>
            </p>
          ) : null}
        </body>
      </html>,
    );

  return { subject: oneLine(subject).slice(0, 200), text, html };
}

/**
 * The notification for a new lead, rendered once when it is queued. A lead
 * flagged "possible spam" says so first, so nobody calls it unawares.
 */
export function renderLeadEmail(
  lead: LeadForEmail & Partial<Pick<Lead, "possibleSpam">>,
  options: { leadSourceMessage: string; siteUrl: string; photos?: EmailPhotos },
): RenderedEmail {
  const flagged = Boolean(lead.possibleSpam);
  return renderEmail({
    subject: `${emergencyMark(lead)}${spanishMark(lead)}${flagged ? "[Possible spam] " : ""}New quote request: ${serviceTitle(lead.service)} from ${lead.name}`,
    heading: options.leadSourceMessage,
    intro: flagged ? `Possible spam. ${POSSIBLE_SPAM_REASON}` : undefined,
    rows: leadRows(lead, options.photos),
    link: { href: leadPageUrl(options.siteUrl, lead.id), label: "Open this lead" },
  });
}

/** The one reminder for a lead nobody marked contacted in time: it says whom to call and how late it is. */
export function renderReminderEmail(
  lead: LeadForEmail,
  options: { siteUrl: string; dueAt: string; now: Date },
): RenderedEmail {
  const late = formatDuration(options.now.getTime() - new Date(options.dueAt).getTime());
  return renderEmail({
    subject: `${spanishMark(lead)}Overdue call-back: ${lead.name} (${serviceTitle(lead.service)}), ${late} late`,
    alert: isEmergencyService(lead.service) ? "EMERGENCY" : undefined,
    heading: `Overdue: call ${lead.name} back`,
    call: lead.phone ? { href: phoneHref(lead.phone), label: `Call ${formatPhone(lead.phone)}` } : undefined,
    intro:
      `This lead was due a call back by ${formatWacoTime(options.dueAt)} (${late} ago) and is not marked contacted. ` +
      "Call now, then mark it contacted on its page.",
    rows: leadRows(lead),
    link: { href: leadPageUrl(options.siteUrl, lead.id), label: "Open this lead" },
  });
}
