import type { Kysely } from "kysely";

import { businessSchedule, isOfficeOpen, scheduleFromOpeningHours } from "~/clock/business-time";
import { business } from "~/content/business";
import { isEmergencyService } from "~/content/services";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { toE164 } from "~/platform/phone";
import { signParts } from "~/platform/signed-token.server";
import { getTextSettings } from "~/staff/text-settings.server";

import type { Database, Lead, ScheduledMessage } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { leadPageUrl } from "./lead-email.server";
import { describeHolder, onCallClaimOf } from "./on-call-claims.server";

/** An emergency's alert: repeats every few minutes (Settings) until claimed, moving down the on-call numbers. */
export const ON_CALL_ALERT = "on-call-alert";
/** An ordinary lead in office hours: one text to the first on-call number. */
const ON_CALL_NOTICE = "on-call-notice";

/** Texts each on-call number gets (the alert and a repeat) before the next number's turn. */
export const TEXTS_PER_NUMBER = 2;
/** Past this many unclaimed texts the alert stops; the Home card and the overdue reminders carry it on. */
export const MAX_ALERT_TEXTS = 12;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The signed link in an alert that claims the lead for the number it was sent to (routes/on-call.$token). */
export function claimLinkUrl(siteUrl: string, leadId: number, phone: string) {
  return `${siteUrl}/on-call/${signParts(["on-call", String(leadId), phone])}`;
}

/** Which on-call number an alert's text goes to: each gets its turn, then the first again. */
export function alertRecipient(phones: string[], attempt: number) {
  return phones[Math.floor((attempt - 1) / TEXTS_PER_NUMBER) % phones.length];
}

function alertBody(lead: Lead, to: string, attempt: number, emergency: boolean) {
  const siteUrl = getEnv().SITE_URL;
  const title = emergency ? `EMERGENCY${attempt > 1 ? ` (text ${attempt}, nobody has it yet)` : ""}` : "New lead";
  return [
    `${title}${lead.possibleSpam ? " (possible spam)" : ""}: ${cut(lead.name, 40)}`,
    `Call ${toE164(lead.phone) ?? lead.phone}`,
    lead.address ? cut(lead.address, 80) : "No address given",
    leadPageUrl(siteUrl, lead.id),
    ...(emergency ? [`Reply 1 or open to take it: ${claimLinkUrl(siteUrl, lead.id, to)}`] : []),
  ].join("\n");
}

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * Whether ordinary leads and customers' texts may text the on-call phone now: when the owner
 * lets them (Settings → Texts), in the office hours set there, else the published opening hours.
 */
export function inOnCallOfficeHours(settings: Awaited<ReturnType<typeof getTextSettings>>, now: Date) {
  const hours = settings.officeHours;
  const schedule = hours
    ? scheduleFromOpeningHours(
        [{ dayOfWeek: hours.days.map((day) => DAY_NAMES[day - 1]!), opens: hours.opens, closes: hours.closes }],
        business.timeZone,
      )
    : businessSchedule;
  return settings.ordinaryLeadsInOfficeHours && isOfficeOpen(now, schedule);
}

/**
 * A new lead's text to the on-call phone, through the message core: an emergency at once, day
 * or night, repeating until claimed; an ordinary lead once, only in office hours (Settings).
 * A storm lead's tier decides instead of the service it picked (issue #47): a Red lead (on a
 * building or a line, over people, cannot leave) is an emergency, and an Orange or Yellow one is
 * ordinary even when it picked the emergency service, or 200 storm leads would each wake the
 * on-call phone, again and again until claimed. Nothing while texts are off.
 */
export async function scheduleOnCallAlert(trx: Kysely<Database>, lead: Lead, now: Date) {
  if (!getTextProvider()) return 0;
  const emergency = lead.stormTier ? lead.stormTier === "red" : isEmergencyService(lead.service);
  if (!emergency) {
    if (lead.possibleSpam || !inOnCallOfficeHours(await getTextSettings(trx), now)) return 0;
  }
  const kind = emergency ? ON_CALL_ALERT : ON_CALL_NOTICE;
  return scheduleMessage(
    trx,
    {
      kind,
      key: `${kind}:${lead.id}:1`,
      at: now,
      leadId: lead.id,
      recipient: "the on-call phone",
      data: { attempt: 1 },
    },
    now,
  );
}

async function prepareAlert(trx: Kysely<Database>, row: ScheduledMessage, now: Date, emergency: boolean) {
  const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
  if (!lead) return { drop: "lead is deleted" };
  const claim = await onCallClaimOf(trx, lead.id);
  if (claim) return { drop: `${describeHolder(claim)} has it` };
  if (leadStanding(lead) !== "open") return { drop: "lead was marked contacted" };
  const settings = await getTextSettings(trx);
  const attempt = Number((JSON.parse(row.data ?? "{}") as { attempt?: number }).attempt ?? 1);
  const to = alertRecipient(settings.onCallPhones, attempt);
  if (!to) return { hold: "nobody is on call (Settings → Texts)" };
  return {
    to,
    facts: { lead: leadStanding(lead) },
    render: () => [
      { channel: "text" as const, kind: row.kind, leadId: lead.id, to, body: alertBody(lead, to, attempt, emergency) },
    ],
    afterSend: async () => {
      if (!emergency || attempt >= MAX_ALERT_TEXTS) return;
      const next = attempt + 1;
      await scheduleMessage(
        trx,
        {
          kind: ON_CALL_ALERT,
          key: `${ON_CALL_ALERT}:${lead.id}:${next}`,
          at: new Date(now.getTime() + settings.repeatMinutes * 60_000),
          leadId: lead.id,
          recipient: alertRecipient(settings.onCallPhones, next),
          data: { attempt: next },
        },
        now,
      );
    },
  };
}

defineMessageKind({
  kind: ON_CALL_ALERT,
  label: "Emergency text to the on-call phone",
  audience: "office",
  prepare: (trx, row, now) => prepareAlert(trx, row, now, true),
});

defineMessageKind({
  kind: ON_CALL_NOTICE,
  label: "Text to the on-call phone",
  audience: "office",
  prepare: (trx, row, now) => prepareAlert(trx, row, now, false),
});
