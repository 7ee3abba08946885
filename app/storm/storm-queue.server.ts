import { type Kysely, sql } from "kysely";

import { type Database, db } from "~/platform/db.server";

import { callsPerHour, likelyCallAt, PACE_WINDOW_HOURS, tierWaits } from "./pace";
import { inQueueOrder } from "./queue-order";
import type { StormSettings } from "./storm-settings.server";
import { stormTiers } from "./tiers";

const HOUR_MS = 60 * 60 * 1000;

/** A storm lead nobody has called yet (open, not contacted), with what the queue orders it by. */
async function openStormLeads(executor: Kysely<Database>) {
  const rows = await executor
    .selectFrom("leads")
    .select([
      "id",
      "name",
      "phone",
      "email",
      "address",
      "service",
      "createdAt",
      "language",
      "stormHazards",
      "stormCanLeave",
      "stormInsuranceClaim",
      "stormNeedsClimber",
      "stormNeedsCrane",
      "stormScheduledAt",
      "stormPromisedAt",
      "textConsentAt",
      "customerId",
    ])
    .select((eb) => eb.fn.coalesce("stormTier", sql.lit("yellow")).$castTo<"red" | "orange" | "yellow">().as("tier"))
    // An existing customer: one who asked us before this request.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("leads as earlier")
            .select("earlier.id")
            .whereRef("earlier.customerId", "=", "leads.customerId")
            .whereRef("earlier.id", "<", "leads.id"),
        )
        .$castTo<number>()
        .as("existingCustomer"),
    )
    .where("stormTier", "is not", null)
    // Through the storm's own index (leads_storm_queue): a unary + keeps SQLite from reading every
    // uncalled lead through leads_uncalled instead (55,000 of 100,000 leads: 47 ms a read, now 0.03).
    .where(sql<number>`+is_contacted`, "=", 0)
    .where(sql<string>`+outcome`, "=", "open")
    .execute();
  return rows.map((row) => ({
    ...row,
    cannotLeave: row.stormCanLeave === 0,
    existingCustomer: Boolean(row.existingCustomer),
  }));
}

/** The storm's calls of the last hours: storm leads marked contacted since then. */
async function recentCalls(executor: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - PACE_WINDOW_HOURS * HOUR_MS).toISOString();
  const row = await executor
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("calls"))
    .where("stormTier", "is not", null)
    .where("contactedAt", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.calls);
}

/** An uncalled storm lead in the queue: its place and likely call time. */
export type QueuedStormLead = Awaited<ReturnType<typeof stormQueue>>["queue"][number];

/**
 * The storm queue now: every uncalled storm lead in order with its position and when it will
 * likely be called at the measured pace, and each tier's wait for a new lead.
 */
export async function stormQueue(storm: Pick<StormSettings, "startedAt">, now = new Date(), executor = db) {
  const [open, calls] = await Promise.all([openStormLeads(executor), recentCalls(executor, now)]);
  const pace = callsPerHour(calls, storm.startedAt ? new Date(storm.startedAt) : null, now);
  const queue = inQueueOrder(open).map((lead) => ({ ...lead, likelyAt: likelyCallAt(lead.position, pace, now) }));
  const counts = Object.fromEntries(
    stormTiers.map((tier) => [tier, queue.filter((lead) => lead.tier === tier).length]),
  ) as Record<(typeof stormTiers)[number], number>;
  return { queue, pace, calls, counts, waits: tierWaits(counts, pace) };
}
