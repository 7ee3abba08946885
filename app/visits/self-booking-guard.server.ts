import type { Kysely } from "kysely";
import { DateTime } from "luxon";

import { renderEmail } from "~/leads/messages/lead-email.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import type { Database, Lead } from "../../db/schema";
import { VISIT_ZONE } from "./availability";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Online booking's limits (decision 071). Per address: SELF_BOOKINGS_PER_ADDRESS_PER_DAY.
 * Per lead: books and moves a visitor makes in a day. A burst: self-bookings in an hour, all
 * addresses together, past which the owner is told once a day.
 */
export const selfBookingLimits = { changesPerLeadPerDay: 3, burstPerHour: 8, burstAlertEveryMs: DAY_MS } as const;

/** Why a visitor may not book or move now: `closed` (no online booking for this lead), `limited`; else undefined. */
export async function selfBookingRefusal(
  trx: Kysely<Database>,
  request: { lead: Pick<Lead, "id" | "possibleSpam">; clientKey: string; intent: "book" | "move"; now: Date },
) {
  const { lead, clientKey, intent, now } = request;
  if (lead.possibleSpam) return "closed" as const;
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const leadChanges = await trx
    .selectFrom("leadEvents")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("leadId", "=", lead.id)
    .where("kind", "in", ["visit-booked", "visit-moved"])
    .where("staffEmail", "is", null)
    .where("createdAt", ">=", dayAgo)
    .executeTakeFirstOrThrow();
  if (leadChanges.count >= selfBookingLimits.changesPerLeadPerDay) return "limited" as const;
  if (intent === "move") return undefined;
  // The past day's bookings, and those still to come: an address never holds more, however many days it keeps at it.
  const today = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).toISODate()!;
  const fromAddress = await trx
    .selectFrom("visits")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("bookedBy", "=", "visitor")
    .where("bookedFrom", "=", clientKey)
    .where((eb) =>
      eb.or([eb("createdAt", ">=", dayAgo), eb.and([eb("status", "=", "booked"), eb("date", ">=", today)])]),
    )
    .executeTakeFirstOrThrow();
  return fromAddress.count >= getEnv().SELF_BOOKINGS_PER_ADDRESS_PER_DAY ? ("limited" as const) : undefined;
}

const BURST_ALERT = "self-booking-burst";

/** The visitor bookings of the hour before `at`, by the address they came from. */
async function bookingsOfHourBefore(trx: Kysely<Database>, at: Date) {
  return trx
    .selectFrom("visits")
    .select("bookedFrom")
    .where("bookedBy", "=", "visitor")
    .where("createdAt", ">=", new Date(at.getTime() - HOUR_MS).toISOString())
    .where("createdAt", "<=", at.toISOString())
    .execute();
}

/**
 * After a self-booking: past a burst's size in the last hour, one email to each owner (at most one
 * alert a day), with the addresses and the Visits page, where one action cancels them. Scheduled
 * through the message core in the booking's transaction.
 */
export async function alertOwnersOfBurst(trx: Kysely<Database>, now: Date) {
  const recent = await bookingsOfHourBefore(trx, now);
  if (recent.length < selfBookingLimits.burstPerHour) return;
  const alerted = await trx
    .selectFrom("scheduledMessages")
    .select("id")
    .where("kind", "=", BURST_ALERT)
    .where("createdAt", ">=", new Date(now.getTime() - selfBookingLimits.burstAlertEveryMs).toISOString())
    .executeTakeFirst();
  if (alerted) return;
  await scheduleMessage(
    trx,
    { kind: BURST_ALERT, key: `${BURST_ALERT}:${now.toISOString()}`, at: now, recipient: "the owners" },
    now,
  );
}

/** The owners' alert, as the message core sends it: the hour's bookings counted when it goes. */
defineMessageKind({
  kind: BURST_ALERT,
  label: "Alert: a burst of online bookings",
  audience: "office",
  prepare: async (trx, row) => {
    const recent = await bookingsOfHourBefore(trx, new Date(row.sendAt));
    const owners = await trx.selectFrom("staffUsers").select("email").where("role", "=", "owner").execute();
    if (owners.length === 0) return { drop: "no owner account" };
    const email = burstEmail(recent.length, countBy(recent.map((visit) => visit.bookedFrom ?? "unknown")));
    return {
      facts: {},
      render: () => owners.map((owner) => ({ channel: "email", kind: BURST_ALERT, to: owner.email, ...email })),
    };
  },
});

function countBy(keys: string[]) {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function burstEmail(bookings: number, addresses: Array<[address: string, count: number]>) {
  const siteUrl = getEnv().SITE_URL;
  const email = renderEmail({
    subject: `${bookings} estimate visits booked online in the past hour`,
    heading: `${bookings} estimate visits were booked online in the past hour`,
    intro:
      "That is far more than usual. If they are not real customers, cancel them in one go on the Visits page " +
      "(by address or by hour): their leads are kept and marked as possible spam. Each address can book only a few.",
    rows: addresses.slice(0, 10).map(([address, count]) => [address, `${count} booked`] as const),
    link: { href: `${siteUrl}/admin/visits#online-bookings`, label: "Open the Visits page" },
  });
  return { subject: email.subject, text: email.text, html: email.html };
}
