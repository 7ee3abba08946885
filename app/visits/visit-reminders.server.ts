import type { Kysely } from "kysely";
import { DateTime } from "luxon";

import { serviceTitle } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitWords } from "~/content/visitor-messages.server";
import { directionsUrl, isDrivableAddress } from "~/leads/lead-address";
import { confirmAsk } from "~/leads/messages/email-confirmation.server";
import { leadPageUrl, renderEmail } from "~/leads/messages/lead-email.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { formatPhone } from "~/platform/phone";

import type { Database, Visit } from "../../db/schema";
import { slotInstant, VISIT_ZONE } from "./availability";
import { longVisitLabel, visitDay, windowRange } from "./visit-labels";
import { visitEmailFacts, visitLinkOf } from "./visit-message-facts.server";
import { scheduleVisitReminderText } from "./visit-texts.server";

/** Reminders go out the evening before, at 5 p.m. in Waco: after the working day is planned, before dinner. */
export const REMINDER_HOUR = "17:00";

/** When a visit on `date` is reminded of: the day before at REMINDER_HOUR, Waco time. */
export const reminderAt = (date: string) =>
  slotInstant(DateTime.fromISO(date, { zone: VISIT_ZONE }).minus({ days: 1 }).toISODate()!, REMINDER_HOUR);

const VISIT_REMINDER = "visit-reminder";
const VISIT_DIGEST = "visit-digest";

/**
 * The visitor's "See you tomorrow", once per visit and day: only while the visit is still
 * booked on that day, and never on the day itself (a reminder missed while the server was
 * stopped says nothing untrue: it is held).
 */
defineMessageKind({
  kind: VISIT_REMINDER,
  label: "Visit reminder",
  audience: "customer",
  prepare: async (trx, row) => {
    const { date } = JSON.parse(row.data ?? "{}") as { date?: string };
    const facts = await visitEmailFacts(trx, row);
    if (!("visit" in facts)) return facts;
    const { visit, lead, to, extras, customerMailboxes } = facts;
    if (visit.date !== date) return { drop: "the visit moved" };
    return {
      to,
      customerMailboxes,
      facts: {
        lead: facts.standing,
        visit: { booked: facts.window.booked },
        staleAt: slotInstant(visit.date, "00:00").toJSDate(),
        staleWhy: "the visit is today, not tomorrow",
        addressConfirmed: visit.bookedBy === "staff" || lead.isContacted === 1 || facts.emailConfirmed,
      },
      render: ({ withFreeText }) => {
        const text = visitWords(lead.language, visit.purpose);
        const when = longVisitLabel(visit, lead.language);
        const email = renderEmail({
          lang: lead.language,
          subject: fillText(text.reminderSubject, { when }),
          heading: text.reminderHeading,
          intro: text.reminderIntro,
          call: extras.call,
          ask: withFreeText ? undefined : confirmAsk(lead, to),
          rows: [
            [text.when, when],
            ...(withFreeText ? [[text.where, lead.address ?? text.addressMissing] as const] : []),
          ],
          link: { href: visitLinkOf(visit, lead, extras.call.href), label: text.manageLink },
          footer: extras.footer,
        });
        return [extras.emailRow(VISIT_REMINDER, email)];
      },
      afterSend: async () => {
        await trx
          .updateTable("visits")
          .set({ remindedAt: new Date().toISOString() })
          .where("id", "=", visit.id)
          .execute();
      },
    };
  },
});

/** Each staff member's visits for the next day, in one email, once per person and day. */
defineMessageKind({
  kind: VISIT_DIGEST,
  label: "Tomorrow's visits",
  audience: "office",
  prepare: async (trx, row) => {
    const { date } = JSON.parse(row.data ?? "{}") as { date: string };
    const visits = await trx
      .selectFrom("visits")
      .innerJoin("leads", "leads.id", "visits.leadId")
      .innerJoin("staffUsers", "staffUsers.id", "visits.staffUserId")
      .select(["visits.date", "visits.starts", "visits.ends", "staffUsers.email as staffEmail"])
      .select(["leads.id as leadId", "leads.name", "leads.phone", "leads.address", "leads.service"])
      .where("visits.status", "=", "booked")
      .where("visits.date", "=", date)
      .where("visits.staffUserId", "=", row.refId!)
      .orderBy("visits.starts")
      .execute();
    if (visits.length === 0) return { drop: "no visits booked that day" };
    const siteUrl = getEnv().SITE_URL;
    const email = renderEmail({
      subject: `Tomorrow's estimate visits: ${visits.length} (${visitDay({ date })})`,
      heading: `Your visits for ${visitDay({ date })}`,
      rows: visits.map((visit) => [
        windowRange(visit),
        [
          visit.name,
          formatPhone(visit.phone),
          serviceTitle(visit.service),
          visit.address ?? "(no address)",
          isDrivableAddress(visit.address) ? directionsUrl(visit.address) : "",
          leadPageUrl(siteUrl, visit.leadId),
        ]
          .filter(Boolean)
          .join(" · "),
      ]),
      link: { href: `${siteUrl}/admin/visits`, label: "Open the agenda" },
    });
    const to = visits[0]!.staffEmail;
    return { facts: {}, render: () => [{ channel: "email", kind: VISIT_DIGEST, to, ...email }] };
  },
});

/**
 * Schedules a booked visit's reminder and its staff member's digest for the evening before.
 * A visit booked or moved after that moment was just confirmed: no reminder.
 */
export async function scheduleVisitReminders(trx: Kysely<Database>, visit: Visit, now: Date) {
  if (visit.status !== "booked") return;
  const at = reminderAt(visit.date).toJSDate();
  if (Date.parse(visit.updatedAt) < at.getTime()) {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", visit.leadId).executeTakeFirstOrThrow();
    await scheduleVisitReminderText(trx, visit, lead, at, now);
    await scheduleMessage(
      trx,
      {
        kind: VISIT_REMINDER,
        key: `${VISIT_REMINDER}:${visit.id}:${visit.date}`,
        at,
        leadId: visit.leadId,
        refId: visit.id,
        recipient: "the customer",
        data: { date: visit.date },
      },
      now,
    );
  }
  if (visit.staffUserId !== null && slotInstant(visit.date, visit.starts).toJSDate() > now)
    await scheduleMessage(
      trx,
      {
        kind: VISIT_DIGEST,
        key: `${VISIT_DIGEST}:${visit.staffUserId}:${visit.date}`,
        at,
        refId: visit.staffUserId,
        recipient: "the staff member",
        data: { date: visit.date },
      },
      now,
    );
}

/** Visits booked before the scheduled-message core (migration 0026), or by a script, get theirs at start. */
export async function scheduleMissingVisitReminders(now = new Date()) {
  const today = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).toISODate()!;
  const visits = await db
    .selectFrom("visits")
    .selectAll()
    .where("status", "=", "booked")
    .where("date", ">=", today)
    .where("remindedAt", "is", null)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const visit of visits) await scheduleVisitReminders(trx, visit, now);
  });
}
