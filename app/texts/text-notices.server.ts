import type { Kysely } from "kysely";

import { isEmergencyService, serviceTitle } from "~/content/services";
import { leadStanding } from "~/leads/lead-standing";
import { leadPageUrl, renderEmail } from "~/leads/messages/lead-email.server";
import { inOnCallOfficeHours } from "~/leads/messages/on-call-alert.server";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { formatPhone, phoneHref, toE164 } from "~/platform/phone";
import { getLeadRecipients } from "~/staff/notification-settings.server";
import { getTextSettings } from "~/staff/text-settings.server";

import type { Database, Lead } from "../../db/schema";

const TEXT_NOTICE = "text-notice";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Tells the office of a customer's text to the site's number, through the message core. */
export function scheduleTextNotice(trx: Kysely<Database>, leadId: number, eventId: string, body: string, now: Date) {
  return scheduleMessage(
    trx,
    { kind: TEXT_NOTICE, key: `${TEXT_NOTICE}:${eventId}`, at: now, leadId, recipient: "the office", data: { body } },
    now,
  );
}

/**
 * Whether a customer's text also goes to the first on-call phone, by the on-call rules: an
 * open emergency at any hour; anything else only in office hours, when the owner lets
 * ordinary leads text the on-call phone (Settings).
 */
async function onCallPhoneFor(trx: Kysely<Database>, lead: Lead, now: Date) {
  const settings = await getTextSettings(trx);
  const emergency = isEmergencyService(lead.service) && leadStanding(lead) === "open";
  if (!emergency && !inOnCallOfficeHours(settings, now)) return undefined;
  return settings.onCallPhones[0];
}

function noticeEmail(lead: Lead, body: string, siteUrl: string) {
  return renderEmail({
    subject: `Text from ${lead.name}: ${cut(body.replace(/\s+/g, " "), 60)}`,
    heading: `${lead.name} texted the site's number`,
    intro: body,
    call: { href: phoneHref(lead.phone), label: `Call ${formatPhone(lead.phone)}` },
    rows: [
      ["Name", lead.name],
      ["Phone", formatPhone(lead.phone)],
      ["Service", serviceTitle(lead.service)],
    ],
    link: { href: leadPageUrl(siteUrl, lead.id), label: "Read and reply on the lead's page" },
  });
}

/** A customer's text, to each notification address, and to the on-call phone when its rules say so. */
defineMessageKind({
  kind: TEXT_NOTICE,
  label: "Customer's text, to the office",
  audience: "office",
  prepare: async (trx, row, now) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead) return { drop: "the lead is gone" };
    const { body } = JSON.parse(row.data ?? "{}") as { body: string };
    const siteUrl = getEnv().SITE_URL;
    const { emails } = await getLeadRecipients(trx, lead.language);
    const email = noticeEmail(lead, body, siteUrl);
    const onCall = await onCallPhoneFor(trx, lead, now);
    const caller = toE164(lead.phone) ?? lead.phone;
    return {
      facts: { lead: leadStanding(lead) },
      render: (): QueuedMessage[] => [
        ...emails.map((to): QueuedMessage => ({ channel: "email", kind: TEXT_NOTICE, leadId: lead.id, to, ...email })),
        ...(onCall
          ? [
              {
                channel: "text" as const,
                kind: TEXT_NOTICE,
                leadId: lead.id,
                to: onCall,
                body: `Text from ${cut(lead.name, 40)} (${caller}): ${cut(body, 300)}\n${leadPageUrl(siteUrl, lead.id)}`,
              },
            ]
          : []),
      ],
    };
  },
});
