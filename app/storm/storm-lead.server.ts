import { stormText } from "~/content/storm-text";
import { db } from "~/platform/db.server";

import { stormQueue } from "./storm-queue.server";
import { getStormSettings } from "./storm-settings.server";
import { type StormHazard, stormHazards } from "./tiers";

const hazardsOf = (json: string | null): StormHazard[] => {
  const parsed: unknown = json ? JSON.parse(json) : [];
  return Array.isArray(parsed) ? stormHazards.filter((hazard) => parsed.includes(hazard)) : [];
};

/**
 * A lead's storm facts for staff (the lead page): its tier, the intake's answers in words, the
 * board's marks and, while it waits for a call in storm mode, its place in the queue. Null for a
 * lead outside any storm while storm mode is off.
 */
export async function leadStormFacts(leadId: number, now = new Date()) {
  const [lead, storm] = await Promise.all([
    db
      .selectFrom("leads")
      .select([
        "stormTier",
        "stormHazards",
        "stormCanLeave",
        "stormInsuranceClaim",
        "stormScheduledAt",
        "stormNeedsClimber",
        "stormNeedsCrane",
      ])
      .where("id", "=", leadId)
      .executeTakeFirst(),
    getStormSettings(db, now),
  ]);
  if (!lead || (!lead.stormTier && !storm.on)) return null;
  const queued =
    storm.on && lead.stormTier ? (await stormQueue(storm, now)).queue.find((q) => q.id === leadId) : undefined;
  const words = stormText.en.intake;
  const answer = (value: number | null) => (value === null ? null : value ? "Yes" : "No");
  return {
    tier: lead.stormTier,
    hazards: hazardsOf(lead.stormHazards).map((hazard) => words.hazards[hazard]),
    canLeave: answer(lead.stormCanLeave),
    insuranceClaim: answer(lead.stormInsuranceClaim),
    scheduledAt: lead.stormScheduledAt,
    needsClimber: Boolean(lead.stormNeedsClimber),
    needsCrane: Boolean(lead.stormNeedsCrane),
    position: queued?.position ?? null,
    likelyAt: queued?.likelyAt.toISOString() ?? null,
  };
}

export type LeadStormFacts = NonNullable<Awaited<ReturnType<typeof leadStormFacts>>>;
