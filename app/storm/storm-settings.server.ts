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
  const row = await executor
    .selectFrom("siteSettings")
    .select(["stormMode", "stormStartedAt", "stormEndedAt", "stormEndsAt", "stormBookingShare", "stormWaits"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const waits = row.stormWaits ? publishedWaitsSchema.safeParse(JSON.parse(row.stormWaits)) : undefined;
  return {
    on: row.stormMode === 1 && !isPast(row.stormEndsAt, now),
    startedAt: row.stormStartedAt,
    endedAt: row.stormEndedAt,
    endsAt: row.stormEndsAt,
    bookingShare: row.stormBookingShare,
    waits: waits?.success ? waits.data : null,
  };
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
 * Turns storm mode on or off. Turning it on records when (kept while it stays on); turning it off
 * records when and clears the published waits. Every write to site settings moves the public pages'
 * content version (migration 0018), so the banner appears and goes at once.
 */
export async function setStormMode(change: StormModeChange, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const current = await getStormSettings(trx, now);
    const at = now.toISOString();
    const turningOn = change.on && !current.on;
    const turningOff = !change.on && current.on;
    // Off clears the end time; a new storm starts without the last one's.
    const kept = turningOn ? null : current.endsAt;
    const endsAt = change.on ? (change.endsAt === undefined ? kept : change.endsAt) : null;
    await trx
      .updateTable("siteSettings")
      .set({
        stormMode: change.on ? 1 : 0,
        stormEndsAt: endsAt,
        ...(turningOn ? { stormStartedAt: at, stormEndedAt: null } : {}),
        ...(turningOff ? { stormEndedAt: at } : {}),
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
  const result = await db
    .updateTable("siteSettings")
    .set({ stormMode: 0, stormEndedAt: (eb) => eb.ref("stormEndsAt"), stormEndsAt: null, stormWaits: null })
    .where("id", "=", 1)
    .where("stormMode", "=", 1)
    .where("stormEndsAt", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The share of free estimate-visit places visitors may book themselves (percent): the owner's
 * storm share while storm mode is on (0: self-booking paused); undefined while it is off.
 */
export async function stormBookingShare(executor: Kysely<Database> = db, now = new Date()) {
  const storm = await getStormSettings(executor, now);
  return storm.on ? storm.bookingShare : undefined;
}
