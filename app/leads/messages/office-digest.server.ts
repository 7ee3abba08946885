import { formatWacoTime } from "~/clock/waco-time";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";
import { defineMessageKind, takeDigestItems } from "~/platform/messages/scheduled.server";
import { phoneHref } from "~/platform/phone";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import type { Lead } from "../../../db/schema";
import { formatFollowUpDate } from "../follow-up";
import { type EmailItem, leadPageUrl, renderEmail } from "./lead-email.server";

/** The office's digest: overdue call-backs and follow-ups due, as one email at most every 30 minutes. */
export const OFFICE_DIGEST = "office-digest";
const DIGEST_EVERY_MS = 30 * 60_000;
/** Its items, declared beside their own code (callback-reminders.server.ts, follow-up.server.ts). */
const ITEM_KINDS = ["callback-overdue", "follow-up-due"];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 leads are overdue, 3 of them emergencies; 2 follow-ups due". */
export function digestSubject(overdue: number, emergencies: number, followUps: number) {
  const parts: string[] = [];
  if (overdue > 0) {
    const emergencyPart =
      emergencies === 0
        ? ""
        : overdue === 1
          ? ", an emergency"
          : `, ${emergencies} of them emergenc${emergencies === 1 ? "y" : "ies"}`;
    parts.push(`${plural(overdue, "lead is", "leads are")} overdue${emergencyPart}`);
  }
  if (followUps > 0) parts.push(`${plural(followUps, "follow-up", "follow-ups")} due`);
  return parts.join("; ");
}

function leadLinks(lead: Lead, siteUrl: string) {
  return [
    { href: phoneHref(lead.phone), label: "Call" },
    { href: leadPageUrl(siteUrl, lead.id), label: "Open the lead" },
  ];
}

defineMessageKind({
  kind: OFFICE_DIGEST,
  label: "Office digest",
  audience: "office",
  digestEveryMs: () => DIGEST_EVERY_MS,
  prepare: async (trx, row) => {
    const items = await takeDigestItems(trx, row.id, ITEM_KINDS);
    const leadIds = [...new Set(items.map((item) => item.leadId!))];
    const leads = new Map(
      (leadIds.length ? await trx.selectFrom("leads").selectAll().where("id", "in", leadIds).execute() : []).map(
        (lead) => [lead.id, lead],
      ),
    );
    const siteUrl = getEnv().SITE_URL;
    const overdue: EmailItem[] = [];
    const followUps: EmailItem[] = [];
    let emergencies = 0;
    for (const item of items) {
      const lead = leads.get(item.leadId!);
      if (!lead) continue;
      const service = serviceTitle(lead.service);
      if (item.kind === "callback-overdue" && !lead.isContacted && lead.callbackDueAt) {
        const emergency = isEmergencyService(lead.service);
        if (emergency) emergencies++;
        overdue.push({
          title: `${emergency ? "EMERGENCY: " : ""}${lead.name} (${service}), due by ${formatWacoTime(lead.callbackDueAt)}`,
          links: leadLinks(lead, siteUrl),
        });
      }
      const on = item.data ? (JSON.parse(item.data) as { on: string }).on : null;
      if (item.kind === "follow-up-due" && on && lead.followUpOn === on)
        followUps.push({
          title: `Follow up with ${lead.name} (${service}), ${formatFollowUpDate(on)}${lead.followUpReason ? `: ${lead.followUpReason}` : ""}`,
          links: leadLinks(lead, siteUrl),
        });
    }
    if (overdue.length + followUps.length === 0) return { drop: "every lead in it was called meanwhile" };
    const subject = digestSubject(overdue.length, emergencies, followUps.length);
    const email = renderEmail({
      subject,
      heading: subject.charAt(0).toUpperCase() + subject.slice(1),
      intro: "Call each one, then mark it contacted (or the follow-up done) on its page.",
      items: [...overdue, ...followUps],
      rows: [],
      link: { href: `${siteUrl}/admin/leads?view=needs-call`, label: "Open Needs a call" },
    });
    return {
      facts: {},
      render: async () =>
        (await getLeadRecipients(trx)).emails.map((to): QueuedMessage => ({
          channel: "email",
          kind: OFFICE_DIGEST,
          to,
          ...email,
        })),
    };
  },
});
