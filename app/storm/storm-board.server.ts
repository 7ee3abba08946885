import { stormText } from "~/content/storm-text";
import { db } from "~/platform/db.server";

import { byBlock, byTier } from "./queue-order";
import { type QueuedStormLead, stormQueue } from "./storm-queue.server";
import { getStormSettings } from "./storm-settings.server";
import { type StormHazard, stormHazards } from "./tiers";

const MINUTE_MS = 60_000;

function hazardWords(json: string | null) {
  const parsed: unknown = json ? JSON.parse(json) : [];
  const ticked = Array.isArray(parsed) ? stormHazards.filter((hazard: StormHazard) => parsed.includes(hazard)) : [];
  return ticked.map((hazard) => stormText.en.intake.hazards[hazard]);
}

/** What the board shows of a lead, and no more: the page carries it once more for the browser. */
function shownOnBoard(lead: QueuedStormLead & { waitingMinutes: number; needsClimber: boolean; needsCrane: boolean }) {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    address: lead.address,
    position: lead.position,
    likelyAt: lead.likelyAt.toISOString(),
    waitingMinutes: lead.waitingMinutes,
    cannotLeave: lead.cannotLeave,
    existingCustomer: lead.existingCustomer,
    insuranceClaim: lead.stormInsuranceClaim === 1,
    needsClimber: lead.needsClimber,
    needsCrane: lead.needsCrane,
    hazards: hazardWords(lead.stormHazards),
  };
}

/**
 * The triage board (/admin/storm): every storm lead not yet called, by tier (Red, Orange,
 * Yellow) with each tier's count and oldest wait; inside a tier by ZIP code and street, each
 * block where its most urgent lead stands (those who cannot leave home and existing customers
 * first, then the longest waiting), each lead with its queue position and likely call time.
 * `executor`: the database (a bench may pass its own).
 */
export async function loadStormBoard(now = new Date(), executor: typeof db = db) {
  const storm = await getStormSettings(executor, now);
  const { queue, pace, calls } = await stormQueue(storm, now, executor);
  const minutesWaiting = (createdAt: string) =>
    Math.max(0, Math.round((now.getTime() - Date.parse(createdAt)) / MINUTE_MS));
  const leads = queue.map((lead) => ({
    ...lead,
    waitingMinutes: minutesWaiting(lead.createdAt),
    needsClimber: Boolean(lead.stormNeedsClimber),
    needsCrane: Boolean(lead.stormNeedsCrane),
  }));
  const columns = byTier(leads).map(({ tier, leads: tierLeads }) => ({
    tier,
    count: tierLeads.length,
    oldestWaitMinutes: tierLeads.reduce((oldest, lead) => Math.max(oldest, lead.waitingMinutes), 0),
    blocks: byBlock(tierLeads).map((block) => ({ ...block, leads: block.leads.map(shownOnBoard) })),
  }));
  return {
    on: storm.on,
    startedAt: storm.startedAt,
    callsPerHour: Math.round(pace * 10) / 10,
    callsInWindow: calls,
    waiting: queue.length,
    columns,
  };
}

export type StormBoard = Awaited<ReturnType<typeof loadStormBoard>>;
export type BoardLead = StormBoard["columns"][number]["blocks"][number]["leads"][number];

/** Whether a lead is one the board shows (a storm lead), for the board's one-tap forms. */
export async function isStormLead(leadId: number, executor: typeof db = db) {
  const row = await executor
    .selectFrom("leads")
    .select("id")
    .where("id", "=", leadId)
    .where("stormTier", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}
