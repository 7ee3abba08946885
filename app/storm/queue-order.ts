/**
 * The storm queue's order (issue #47, decision 080): Red, Orange, Yellow; within a tier those who
 * cannot leave home, then existing customers, then the longest waiting. The board groups a tier's
 * leads by ZIP code and street, each group where its most urgent lead stands, so one crew clears a block.
 */
import { addressKey } from "~/platform/address-key";

import { type StormTier, stormTiers, tierRank } from "./tiers";

export interface QueuedLead {
  id: number;
  tier: StormTier;
  createdAt: string;
  /** "Can you leave home safely?" answered no. */
  cannotLeave: boolean;
  /** The customer asked us before (an earlier lead of theirs). */
  existingCustomer: boolean;
  address: string | null;
}

const priority = (lead: QueuedLead) => (lead.cannotLeave ? 0 : lead.existingCustomer ? 1 : 2);

export function compareQueued(a: QueuedLead, b: QueuedLead) {
  return (
    tierRank(a.tier) - tierRank(b.tier) ||
    priority(a) - priority(b) ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.id - b.id
  );
}

/** The queue in order, each lead with its position (1: the next call). */
export function inQueueOrder<Lead extends QueuedLead>(leads: readonly Lead[]) {
  return [...leads].sort(compareQueued).map((lead, index) => ({ ...lead, position: index + 1 }));
}

/** The ZIP code an address ends with, if any. */
export function zipOf(address: string | null) {
  return address?.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1];
}

/** The street without the house number, as addresses are matched ("1200 Austin Avenue" → "austin ave"). */
export function streetOf(address: string | null) {
  const key = addressKey(address);
  return key?.replace(/^\d+[a-z]?\s+/, "") || undefined;
}

export interface Block<Lead> {
  zip: string | undefined;
  street: string | undefined;
  leads: Lead[];
}

/** One tier's leads by ZIP code and street, each block where its first lead stands, in queue order inside. */
export function byBlock<Lead extends QueuedLead & { position: number }>(leads: readonly Lead[]) {
  const blocks = new Map<string, Block<Lead>>();
  for (const lead of [...leads].sort((a, b) => a.position - b.position)) {
    const zip = zipOf(lead.address);
    const street = streetOf(lead.address);
    const key = `${zip ?? ""}|${street ?? ""}`;
    const block = blocks.get(key) ?? { zip, street, leads: [] };
    block.leads.push(lead);
    blocks.set(key, block);
  }
  return [...blocks.values()];
}

/** The queue split by tier, most urgent tier first. */
export function byTier<Lead extends QueuedLead>(leads: readonly Lead[]) {
  return stormTiers.map((tier) => ({ tier, leads: leads.filter((lead) => lead.tier === tier) }));
}
