import { DateTime } from "luxon";

import { serviceTitle } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { directionsUrl, isDrivableAddress } from "~/leads/lead-address";
import { leadPageUrl, renderEmail } from "~/leads/lead-email.server";
import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { startJob } from "~/platform/jobs.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { formatPhone } from "~/platform/phone";

import { slotInstant, VISIT_ZONE } from "./availability";
import { longVisitLabel, visitDay, windowRange } from "./visit-labels";

/** Reminders go out the evening before, at 5 p.m. in Waco: after the working day is planned, before dinner. */
export const REMINDER_HOUR = "17:00";
const SWEEP_EVERY_MS = 60_000;

/** When a visit on `date` is reminded of: the day before at REMINDER_HOUR, Waco time. */
export const reminderAt = (date: string) =>
  slotInstant(DateTime.fromISO(date, { zone: VISIT_ZONE }).minus({ days: 1 }).toISODate()!, REMINDER_HOUR);

/**
 * Queues each visitor's reminder once: the visit's `remindedAt` is set in the transaction
 * that queues it, so a restart, or a second sweep, never sends it twice. A visit booked
 * or moved after its reminder time was just confirmed, and gets none.
 */
async function remindVisitors(now: Date) {
  const today = DateTime.fromJSDate(now, { zone: VISIT_ZONE });
  const due = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.leadId")
    .select(["visits.id", "visits.date", "visits.starts", "visits.ends", "visits.updatedAt", "visits.leadId"])
    .select(["leads.email", "leads.address", "leads.language"])
    .where("visits.status", "=", "booked")
    .where("visits.remindedAt", "is", null)
    .where("visits.date", "in", [today.toISODate()!, today.plus({ days: 1 }).toISODate()!])
    .orderBy("visits.date")
    .orderBy("visits.starts")
    .orderBy("visits.id")
    .execute();
  let queued = 0;
  for (const visit of due) {
    const remindAt = reminderAt(visit.date).toMillis();
    if (remindAt > now.getTime() || slotInstant(visit.date, visit.starts).toMillis() <= now.getTime()) continue;
    const lateBooking = Date.parse(visit.updatedAt) >= remindAt;
    queued += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("visits")
        .set({ remindedAt: now.toISOString() })
        .where("id", "=", visit.id)
        .where("remindedAt", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1 || lateBooking || !visit.email) return 0;
      const text = visitorMessages[visit.language].visit;
      const link = visitorLinkUrl(getEnv().SITE_URL, { id: visit.leadId, language: visit.language });
      const when = longVisitLabel(visit, visit.language);
      const email = renderEmail({
        lang: visit.language,
        subject: fillText(text.reminderSubject, { when }),
        heading: text.reminderHeading,
        intro: text.reminderIntro,
        rows: [
          [text.when, when],
          [text.where, visit.address ?? text.addressMissing],
        ],
        link: { href: link, label: text.manageLink },
      });
      return enqueueMessages(
        trx,
        [{ channel: "email", kind: "visit-reminder", leadId: visit.leadId, to: visit.email, ...email }],
        now,
      );
    });
  }
  return queued;
}

/** Each staff member's visits for tomorrow, in one email, once per person and day (visit_digests). */
async function sendStaffDigests(now: Date) {
  const tomorrow = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).plus({ days: 1 }).toISODate()!;
  if (reminderAt(tomorrow).toMillis() > now.getTime()) return 0;
  const visits = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.leadId")
    .innerJoin("staffUsers", "staffUsers.id", "visits.staffUserId")
    .select(["visits.date", "visits.starts", "visits.ends", "visits.staffUserId", "staffUsers.email as staffEmail"])
    .select(["leads.id as leadId", "leads.name", "leads.phone", "leads.address", "leads.service"])
    .where("visits.status", "=", "booked")
    .where("visits.date", "=", tomorrow)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("visitDigests")
            .select("date")
            .whereRef("visitDigests.staffUserId", "=", "visits.staffUserId")
            .where("visitDigests.date", "=", tomorrow),
        ),
      ),
    )
    .orderBy("visits.starts")
    .execute();
  const byStaff = new Map<number, typeof visits>();
  for (const visit of visits) byStaff.set(visit.staffUserId!, [...(byStaff.get(visit.staffUserId!) ?? []), visit]);
  const siteUrl = getEnv().SITE_URL;
  let queued = 0;
  for (const [staffUserId, list] of byStaff) {
    const to = list[0]!.staffEmail;
    queued += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("visitDigests")
        .values({ staffUserId, date: tomorrow, createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .returning("date")
        .executeTakeFirst();
      if (!claimed) return 0;
      const email = renderEmail({
        subject: `Tomorrow's estimate visits: ${list.length} (${visitDay({ date: tomorrow })})`,
        heading: `Your visits for ${visitDay({ date: tomorrow })}`,
        rows: list.map((visit) => [
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
      return enqueueMessages(trx, [{ channel: "email", kind: "visit-digest", to, ...email }], now);
    });
  }
  return queued;
}

/** The evening sweep; everything it needs is in the database, so a restart loses nothing and repeats nothing. */
export async function queueVisitReminders(now = new Date()) {
  return (await remindVisitors(now)) + (await sendStaffDigests(now));
}

export function startVisitReminders() {
  startJob({ name: "Visit reminders", run: async () => void (await queueVisitReminders()), everyMs: SWEEP_EVERY_MS });
}
