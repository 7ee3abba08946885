import { randomUUID } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import { recordLeadEvent } from "~/leads/lead-events.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

import type { Database, Lead, Visit, VisitEventKind, VisitPurpose } from "../../db/schema";
import {
  type Availability,
  bookableDays,
  freeWindows,
  isOfferedWindow,
  openToVisitors,
  slotInstant,
  staffRules,
  type VisitSlot,
} from "./availability";
import { getAvailability, visitorAvailability } from "./availability-store.server";
import { defaultEstimator } from "./estimator.server";
import { alertOwnersOfBurst, selfBookingRefusal } from "./self-booking-guard.server";
import { visitWhen } from "./visit-labels";
import { queueVisitChangeMessages, type VisitChange } from "./visit-messages.server";

/** Who changes a visit: a signed-in staff member, or the visitor through their link. */
export type VisitActor = { staffUserId: number; email: string } | "visitor";

export { getAvailability, visitorAvailability } from "./availability-store.server";

export type VisitResult =
  | { status: "done"; visit: Visit }
  | { status: "full" | "not-offered" | "has-visit" | "no-visit" | "closed" | "limited" | "unknown-staff" | "won" };

export async function saveAvailability(rules: Availability) {
  const rulesJson = JSON.stringify(rules);
  const now = new Date().toISOString();
  await db
    .insertInto("visitSettings")
    .values({ id: 1, rules: rulesJson, updatedAt: now })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ rules: rulesJson, updatedAt: now }))
    .execute();
}

/** Booked visits per window between two dates (inclusive), for freeWindows. */
async function bookingsBetween(trx: Kysely<Database>, first: string, last: string) {
  return trx
    .selectFrom("visits")
    .select(["date", "starts", (eb) => eb.fn.countAll<number>().as("booked")])
    .where("status", "=", "booked")
    .where("date", ">=", first)
    .where("date", "<=", last)
    .groupBy(["date", "starts"])
    .execute();
}

/** The next free windows a visitor may book now, soonest first. */
export async function loadFreeWindows(limit: number, now = new Date()) {
  const rules = await visitorAvailability(db, now);
  if (!rules.selfBooking) return { rules, windows: [] };
  const { first, last } = bookableDays(rules, now);
  const bookings = await bookingsBetween(db, first.toISODate()!, last.toISODate()!);
  return { rules, windows: freeWindows(rules, bookings, now, limit, "visitors") };
}

/** The lead's booked visit of that purpose (its estimate visit unless told), if any. */
export function bookedVisitOf(leadId: number, trx: Kysely<Database> = db, purpose: VisitPurpose = "estimate") {
  return trx
    .selectFrom("visits")
    .selectAll()
    .where("leadId", "=", leadId)
    .where("purpose", "=", purpose)
    .where("status", "=", "booked")
    .executeTakeFirst();
}

/** May this actor take this window now? Visitors get what freeWindows offers; staff any offered window not yet begun. */
function mayTake(rules: Availability, slot: VisitSlot, actor: VisitActor, now: Date) {
  if (!isOfferedWindow(rules, slot)) return false;
  if (actor !== "visitor") {
    const start = slotInstant(slot.date, slot.starts).toMillis();
    return (
      start > now.getTime() - 12 * 3_600_000 &&
      slotInstant(slot.date, "00:00") <= bookableDays(staffRules(rules), now).last
    );
  }
  const { first, last } = bookableDays(rules, now);
  const day = slotInstant(slot.date, "00:00");
  return day >= first && day <= last && slotInstant(slot.date, slot.starts).toMillis() > now.getTime();
}

/**
 * The lowest free place in a window, or undefined when it is full. Run inside the booking's
 * transaction: the one connection serializes transactions, and the unique index on
 * (date, starts, place) refuses a second visit in a place even from another writer.
 */
async function freePlace(trx: Transaction<Database>, rules: Availability, slot: VisitSlot, exceptVisitId?: number) {
  let query = trx
    .selectFrom("visits")
    .select("place")
    .where("status", "=", "booked")
    .where("date", "=", slot.date)
    .where("starts", "=", slot.starts);
  if (exceptVisitId !== undefined) query = query.where("id", "!=", exceptVisitId);
  const taken = new Set((await query.execute()).map((row) => row.place));
  for (let place = 1; place <= rules.placesPerWindow; place++) if (!taken.has(place)) return place;
  return undefined;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE";

async function recordVisitEvent(
  trx: Transaction<Database>,
  kind: VisitEventKind,
  visit: Visit,
  actor: VisitActor,
  note: string,
  now: Date,
) {
  await recordLeadEvent(trx, {
    leadId: visit.leadId,
    kind,
    note,
    by: actor === "visitor" ? undefined : { id: actor.staffUserId, email: actor.email },
    at: now.toISOString(),
  });
}

async function staffExists(trx: Transaction<Database>, staffUserId: number | null | undefined) {
  if (staffUserId === null || staffUserId === undefined) return true;
  return Boolean(await trx.selectFrom("staffUsers").select("id").where("id", "=", staffUserId).executeTakeFirst());
}

interface Change {
  leadId: number;
  /** The lead's estimate visit unless told: a job visit is booked by staff once an estimate is accepted. */
  purpose?: VisitPurpose;
  actor: VisitActor;
  /** A visitor's client key (platform/http/client-address.ts): what their online bookings are counted and kept by. */
  clientKey?: string;
  now?: Date;
}

/**
 * What a visitor's book or move must pass besides the window's rules: the lead may book online,
 * the address and the lead are within their limits (self-booking-guard.server.ts), and the day
 * has more places free than the owner keeps back. Staff pass.
 */
async function visitorRefusal(
  trx: Transaction<Database>,
  change: Change & { slot: VisitSlot; lead: Lead; rules: Availability; intent: "book" | "move"; current?: Visit },
) {
  if (change.actor !== "visitor") return undefined;
  const { lead, clientKey = "unknown", intent, current } = change;
  const refusal = await selfBookingRefusal(trx, { lead, clientKey, intent, now: change.now ?? new Date() });
  if (refusal) return refusal;
  if (current?.date === change.slot.date) return undefined;
  const { booked } = await trx
    .selectFrom("visits")
    .select((eb) => eb.fn.countAll<number>().as("booked"))
    .where("status", "=", "booked")
    .where("date", "=", change.slot.date)
    .executeTakeFirstOrThrow();
  return openToVisitors(change.rules, change.slot.date, booked) ? undefined : ("full" as const);
}

/** A Won lead's estimate is behind it: its estimate visit stays on record, neither booked nor moved (its job visit may be). */
const estimateBehind = (lead: Lead, purpose: VisitPurpose = "estimate") =>
  purpose === "estimate" && lead.outcome === "won";

/** Runs one change in a transaction, turning a lost race for a place into "full". */
async function inTransaction(work: (trx: Transaction<Database>) => Promise<VisitResult>): Promise<VisitResult> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "full" };
    throw error;
  }
}

async function finish(
  trx: Transaction<Database>,
  change: Change & { kind: VisitChange; visit: Visit; lead: Lead; previousStaffUserId: number | null; note: string },
) {
  const now = change.now ?? new Date();
  const eventKind = ({ booked: "visit-booked", moved: "visit-moved", cancelled: "visit-cancelled" } as const)[
    change.kind
  ];
  await recordVisitEvent(trx, eventKind, change.visit, change.actor, change.note, now);
  await queueVisitChangeMessages(trx, {
    visit: change.visit,
    lead: change.lead,
    kind: change.kind,
    by: change.actor === "visitor" ? "the customer" : change.actor.email,
    byStaff: change.actor !== "visitor",
    previousStaffUserId: change.previousStaffUserId,
    now,
  });
  return { status: "done" as const, visit: change.visit };
}

/** Books a lead's estimate visit in a window with a place left; never over-books. */
export function bookVisit(change: Change & { slot: VisitSlot; staffUserId?: number | null }) {
  const now = change.now ?? new Date();
  return inTransaction(async (trx) => {
    const rules = change.actor === "visitor" ? await visitorAvailability(trx, now) : await getAvailability(trx);
    if (change.actor === "visitor" && !rules.selfBooking) return { status: "closed" };
    if (!mayTake(rules, change.slot, change.actor, now)) return { status: "not-offered" };
    if (!(await staffExists(trx, change.staffUserId))) return { status: "unknown-staff" };
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", change.leadId).executeTakeFirst();
    if (!lead) return { status: "no-visit" };
    if (estimateBehind(lead, change.purpose)) return { status: "won" };
    if (await bookedVisitOf(lead.id, trx, change.purpose)) return { status: "has-visit" };
    const refusal = await visitorRefusal(trx, { ...change, lead, rules, intent: "book" });
    if (refusal) return { status: refusal };
    const place = await freePlace(trx, rules, change.slot);
    if (place === undefined) return { status: "full" };
    const visit = await trx
      .insertInto("visits")
      .values({
        leadId: lead.id,
        purpose: change.purpose ?? "estimate",
        uid: `${randomUUID()}@${new URL(getEnv().SITE_URL).hostname}`,
        date: change.slot.date,
        starts: change.slot.starts,
        ends: change.slot.ends,
        place,
        staffUserId:
          change.staffUserId ?? (change.actor === "visitor" ? await defaultEstimator(trx, rules, change.slot) : null),
        bookedBy: change.actor === "visitor" ? "visitor" : "staff",
        bookedFrom: change.actor === "visitor" ? (change.clientKey ?? "unknown") : null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.actor === "visitor") await alertOwnersOfBurst(trx, now);
    const note = `${visitWhen(visit)}${change.actor === "visitor" ? " (booked online by the customer)" : ""}`;
    return finish(trx, { ...change, kind: "booked", visit, lead, previousStaffUserId: null, note });
  });
}

/** Moves the lead's booked visit to another window (and, for staff, another person); SEQUENCE goes up. */
export function moveVisit(change: Change & { slot: VisitSlot; staffUserId?: number | null }) {
  const now = change.now ?? new Date();
  return inTransaction(async (trx) => {
    const rules = change.actor === "visitor" ? await visitorAvailability(trx, now) : await getAvailability(trx);
    const current = await bookedVisitOf(change.leadId, trx, change.purpose);
    if (!current) return { status: "no-visit" };
    if (!(await staffExists(trx, change.staffUserId))) return { status: "unknown-staff" };
    const sameWindow = current.date === change.slot.date && current.starts === change.slot.starts;
    if (!sameWindow && !mayTake(rules, change.slot, change.actor, now)) return { status: "not-offered" };
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", change.leadId).executeTakeFirstOrThrow();
    if (estimateBehind(lead, change.purpose)) return { status: "won" };
    const refusal = await visitorRefusal(trx, { ...change, lead, rules, intent: "move", current });
    if (refusal) return { status: refusal };
    const place = sameWindow ? current.place : await freePlace(trx, rules, change.slot, current.id);
    if (place === undefined) return { status: "full" };
    const staffUserId = change.staffUserId === undefined ? current.staffUserId : change.staffUserId;
    const visit = await trx
      .updateTable("visits")
      .set({
        date: change.slot.date,
        starts: change.slot.starts,
        ends: change.slot.ends,
        place,
        staffUserId,
        sequence: current.sequence + 1,
        remindedAt: null,
        updatedAt: now.toISOString(),
      })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const note = `${visitWhen(current)} → ${visitWhen(visit)}`;
    return finish(trx, { ...change, kind: "moved", visit, lead, previousStaffUserId: current.staffUserId, note });
  });
}

/** Cancels the lead's booked visit: its place is free again, and calendars drop it (METHOD:CANCEL). */
export function cancelVisit(change: Change) {
  const now = change.now ?? new Date();
  return inTransaction(async (trx) => {
    const current = await bookedVisitOf(change.leadId, trx, change.purpose);
    if (!current) return { status: "no-visit" };
    const visit = await trx
      .updateTable("visits")
      .set({ status: "cancelled", sequence: current.sequence + 1, updatedAt: now.toISOString() })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", change.leadId).executeTakeFirstOrThrow();
    return finish(trx, {
      ...change,
      kind: "cancelled",
      visit,
      lead,
      previousStaffUserId: current.staffUserId,
      note: visitWhen(visit),
    });
  });
}
