import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";

import type { StormEventKind } from "../../db/schema";
import { kickStormDesk } from "./storm-desk.server";
import { tierLabels } from "./storm-schemas";
import type { StormTier } from "./tiers";

/** Who did it: a staff member (id and email), as the lead's timeline names them. */
export interface StormActor {
  id: number;
  email: string;
}

/** The board's one-tap marks besides "Called" (which is the lead's own Mark contacted). */
export type StormMark = "scheduled" | "needs-climber" | "needs-crane";

async function recordStormEvent(
  trx: Kysely<Database>,
  leadId: number,
  kind: StormEventKind,
  actor: StormActor,
  note: string | null,
) {
  await trx
    .insertInto("leadEvents")
    .values({ leadId, kind, staffUserId: actor.id, staffEmail: actor.email, note, createdAt: new Date().toISOString() })
    .execute();
}

/**
 * Staff set a lead's tier (the lead page, the board): the queue and the banner's waits follow,
 * and the timeline says who changed it from what. False for a lead that does not exist; the
 * same tier again records nothing.
 */
export async function setStormTier(leadId: number, tier: StormTier, actor: StormActor) {
  const changed = await db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("stormTier").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return undefined;
    if (lead.stormTier === tier) return false;
    await trx.updateTable("leads").set({ stormTier: tier }).where("id", "=", leadId).execute();
    const from = lead.stormTier ? `from ${tierLabels[lead.stormTier]} ` : "";
    await recordStormEvent(trx, leadId, "storm-tier", actor, `${from}to ${tierLabels[tier]}`);
    return true;
  });
  if (changed) kickStormDesk();
  return changed !== undefined;
}

const markColumns = {
  scheduled: { column: "stormScheduledAt", kind: "storm-scheduled" },
  "needs-climber": { column: "stormNeedsClimber", kind: "storm-needs-climber" },
  "needs-crane": { column: "stormNeedsCrane", kind: "storm-needs-crane" },
} as const satisfies Record<StormMark, { column: string; kind: StormEventKind }>;

/**
 * One tap on the board: a crew visit scheduled (stamped now), or the job needs a climber or a
 * crane (the board groups crews by them). Tapping a mark already set records nothing. False
 * for a lead that does not exist.
 */
export async function markStormLead(leadId: number, mark: StormMark, actor: StormActor, now = new Date()) {
  const { column, kind } = markColumns[mark];
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select(column).where("id", "=", leadId).executeTakeFirst();
    if (!lead) return false;
    if (lead[column]) return true;
    const value = column === "stormScheduledAt" ? now.toISOString() : 1;
    await trx
      .updateTable("leads")
      .set({ [column]: value })
      .where("id", "=", leadId)
      .execute();
    await recordStormEvent(trx, leadId, kind, actor, null);
    return true;
  });
}
