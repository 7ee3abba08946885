/**
 * Storm mode's tiers and the rule that sets one from the hazard intake's answers
 * (issue #47, decision 080): who is in danger first, then homes at risk, then clean-up.
 */
import type { StormTier } from "../../db/schema";

export type { StormTier } from "../../db/schema";

/** Most urgent first: the board's columns and the banner's lines in this order. */
export const stormTiers = ["red", "orange", "yellow"] as const satisfies readonly StormTier[];

/** What the tree is doing, as the intake asks it. */
export const stormHazards = [
  "structure",
  "roof-hit",
  "power-line",
  "blocked-exit",
  "over-walkway",
  "vehicle",
  "clean-up",
] as const;
export type StormHazard = (typeof stormHazards)[number];

export interface HazardAnswers {
  hazards: readonly StormHazard[];
  /** "Can you leave home safely?": false when they cannot, undefined when not answered. */
  canLeaveSafely?: boolean;
}

/**
 * Red: a tree resting on a house or other building, on or against a power line, hanging over
 * where people walk, or someone who cannot leave home safely. Orange: a roof hit by a tree no
 * longer on it (without a line), or the only way out blocked for people who can still leave.
 * Yellow: the rest (clean-up, a vehicle, nothing ticked). Staff can change it on the lead's page.
 * The brief's "Red: on a structure" and "Orange: roof hit without a line" are two answers (decision 086).
 */
export function tierFor({ hazards, canLeaveSafely }: HazardAnswers): StormTier {
  const has = (hazard: StormHazard) => hazards.includes(hazard);
  if (has("structure") || has("power-line") || has("over-walkway") || canLeaveSafely === false) return "red";
  if (has("roof-hit") || has("blocked-exit")) return "orange";
  return "yellow";
}

/** Whether one tier comes before another on the board and in the queue. */
export const tierRank = (tier: StormTier) => stormTiers.indexOf(tier);
