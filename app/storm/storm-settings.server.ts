import type { Kysely } from "kysely";
import { z } from "zod";

import { type Database, db } from "~/platform/db.server";

import type { StormTier } from "./tiers";

/** The banner's waits as last published (storm-waits.server.ts): hours per tier, rounded as shown. */
export type PublishedWaits = Record<StormTier, number>;

const publishedWaitsSchema = z.object({ red: z.number(), orange: z.number(), yellow: z.number() });

export interface StormSettings {
  /** On, and not past its end time. */
  on: boolean;
  startedAt: string | null;
  endedAt: string | null;
  /** When it turns itself off (the owner's optional end time). */
  endsAt: string | null;
  /** The percentage of free estimate-visit windows visitors may still book themselves (0: paused). */
  bookingShare: number;
  waits: PublishedWaits | null;
}

/** Storm mode as stored: `on` is false once its end time has passed, even before the job records it. */
export async function getStormSettings(executor: Kysely<Database> = db, now = new Date()): Promise<StormSettings> {
  const [row, [last]] = await Promise.all([
    executor
      .selectFrom("siteSettings")
      .select(["stormMode", "stormEndsAt", "stormBookingShare", "stormWaits"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow(),
    stormPeriods(1, executor),
  ]);
  const waits = row.stormWaits ? publishedWaitsSchema.safeParse(JSON.parse(row.stormWaits)) : undefined;
  return {
    on: row.stormMode === 1 && !isPast(row.stormEndsAt, now),
    startedAt: last?.startedAt ?? null,
    endedAt: last?.endedAt ?? null,
    endsAt: row.stormEndsAt,
    bookingShare: row.stormBookingShare,
    waits: waits?.success ? waits.data : null,
  };
}

/** Every storm's dates (migration 0043), the latest first; `endedAt` null while it is on. */
export function stormPeriods(limit = 100, executor: Kysely<Database> = db) {
  return executor
    .selectFrom("stormPeriods")
    .select(["startedAt", "endedAt"])
    .orderBy("startedAt", "desc")
    .limit(limit)
    .execute();
}

const isPast = (at: string | null, now: Date) => at !== null && Date.parse(at) <= now.getTime();

export interface StormModeChange {
  on: boolean;
  /** ISO time; null clears it; undefined keeps what is stored. */
  endsAt?: string | null;
  /** 0-100; undefined keeps what is stored. */
  bookingShare?: number;
}

/**
 * Turns storm mode on or off. Turning it on starts a storm period (kept while it stays on); turning
 * it off ends it and clears the published waits. Every write to site settings moves the public pages'
 * content version (migration 0018), so the banner appears and goes at once.
 */
export async function setStormMode(change: StormModeChange, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const current = await getStormSettings(trx, now);
    const at = now.toISOString();
    const turningOn = change.on && !current.on;
    // Off clears the end time; a new storm starts without the last one's.
    const kept = turningOn ? null : current.endsAt;
    const endsAt = change.on ? (change.endsAt === undefined ? kept : change.endsAt) : null;
    // Off ends the storm now; one past its end time that the job has not closed yet ended then.
    if (!(current.on && change.on)) await closeStorm(trx, current.on ? at : (current.endsAt ?? at));
    if (turningOn) await trx.insertInto("stormPeriods").values({ startedAt: at }).execute();
    await trx
      .updateTable("siteSettings")
      .set({
        stormMode: change.on ? 1 : 0,
        stormEndsAt: endsAt,
        ...(change.on ? {} : { stormWaits: null }),
        ...(change.bookingShare !== undefined ? { stormBookingShare: change.bookingShare } : {}),
        updatedAt: at,
      })
      .where("id", "=", 1)
      .execute();
  });
  return getStormSettings(db, now);
}

/**
 * Storm mode past its end time is switched off for good (its end recorded), so the page cache's
 * version moves and the banner goes. Run by the storm job; true when it did.
 */
export async function endStormModeIfDue(now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("siteSettings")
      .select("stormEndsAt")
      .where("id", "=", 1)
      .where("stormMode", "=", 1)
      .where("stormEndsAt", "<=", now.toISOString())
      .executeTakeFirst();
    if (!due?.stormEndsAt) return false;
    await closeStorm(trx, due.stormEndsAt);
    await trx
      .updateTable("siteSettings")
      .set({ stormMode: 0, stormEndsAt: null, stormWaits: null })
      .where("id", "=", 1)
      .execute();
    return true;
  });
}

/** Records the end of the storm that is on, if one is. */
const closeStorm = (trx: Kysely<Database>, at: string) =>
  trx.updateTable("stormPeriods").set({ endedAt: at }).where("endedAt", "is", null).execute();

/**
 * The share of free estimate-visit places visitors may book themselves (percent): the owner's
 * storm share while storm mode is on (0: self-booking paused); undefined while it is off.
 */
export async function stormBookingShare(executor: Kysely<Database> = db, now = new Date()) {
  const storm = await getStormSettings(executor, now);
  return storm.on ? storm.bookingShare : undefined;
}
