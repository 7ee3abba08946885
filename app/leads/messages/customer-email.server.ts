import type { Kysely } from "kysely";

import type { Locale } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { getEnv } from "~/platform/env.server";
import type { QueuedEmail } from "~/platform/messages/outbox.server";
import { formatPhone, phoneHref } from "~/platform/phone";
import { signParts, verifyParts } from "~/platform/signed-token.server";
import { getLeadRecipients } from "~/staff/notification-settings.server";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Database } from "../../../db/schema";

/** What a kind of customer email renders; `answerable` adds the address, Reply-To and unsubscribe headers. */
type CustomerEmailContent = Omit<QueuedEmail, "channel" | "kind" | "leadId" | "to" | "replyTo" | "headers">;

/** The signed unsubscribe link of one address of one lead (/unsubscribe/<token>). */
export const unsubscribeToken = (leadId: number, email: string) => signParts(["unsubscribe", String(leadId), email]);

export function readUnsubscribeToken(token: string) {
  const parts = verifyParts(token);
  if (parts?.[0] !== "unsubscribe" || !parts[2]) return undefined;
  return { leadId: Number(parts[1]), email: parts[2] };
}

export const unsubscribeUrl = (lead: { id: number; language: Locale }, email: string) =>
  `${getEnv().SITE_URL}${visitorPagePath("/unsubscribe", unsubscribeToken(lead.id, email), lead.language)}`;

/**
 * What makes every email to a customer answerable (issue #40): Reply-To the office (the
 * first notification address), a Call button with the office's number, and an unsubscribe
 * link that mail apps offer as their own one-click button (RFC 8058).
 */
export async function answerable(
  trx: Kysely<Database>,
  lead: { id: number; language: Locale },
  to: string,
  replyTo?: string | null,
) {
  const [{ emails }, { phoneNumber }] = await Promise.all([
    getLeadRecipients(trx, lead.language),
    getSiteSettings(trx),
  ]);
  const words = visitorMessages[lead.language].email;
  const unsubscribe = unsubscribeUrl(lead, to);
  const phone = formatPhone(phoneNumber);
  const headers = { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return {
    /** The outbox row of this email to the customer: `content` is what the kind renders (subject, text, html, files). */
    emailRow: (kind: string, content: CustomerEmailContent): QueuedEmail => ({
      channel: "email",
      kind,
      leadId: lead.id,
      to,
      replyTo: replyTo ?? emails[0] ?? null,
      headers,
      ...content,
    }),
    call: { href: phoneHref(phoneNumber), label: fillText(words.call, { phone }) },
    footer: { href: unsubscribe, label: words.unsubscribe },
    unsubscribe,
    phone,
  };
}
