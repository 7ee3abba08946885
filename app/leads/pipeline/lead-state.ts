/**
 * A lead's state, one small machine (issue #31): new → contacted → won or
 * lost, and reopen back to contacted. Every screen, the API and the CSV read
 * the state from here, and every change goes through `nextState`, so no tap
 * or API call can make a lead "New · Lost" again.
 */
import type { LeadOutcome, OutcomeChange } from "./lead-outcome";

export type LeadState = "new" | "contacted" | "won" | "lost";

export const leadStateLabels: Record<LeadState, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export function leadState(lead: { isContacted: boolean | number; outcome: LeadOutcome }): LeadState {
  if (lead.outcome !== "open") return lead.outcome;
  return lead.isContacted ? "contacted" : "new";
}

/** Marking contacted (or, to put a mistaken tap right, not contacted), or an outcome (`open` reopens). */
export type LeadChange = { isContacted: boolean } | OutcomeChange;

export const isOpen = (state: LeadState) => state === "new" || state === "contacted";

/**
 * Where a change takes a lead in `state`: the next state (the same one for a
 * new job value or lost reason), "unchanged" when it is there already (a
 * double tap), or why it is refused.
 */
export function nextState(state: LeadState, change: LeadChange): LeadState | "unchanged" | { refused: string } {
  if ("isContacted" in change) {
    if (change.isContacted) return state === "new" ? "contacted" : "unchanged";
    if (state === "new") return "unchanged";
    if (state === "contacted") return "new";
    return { refused: `This lead is ${state}, so it was contacted: reopen it first to change that.` };
  }
  if (change.outcome === "open") return isOpen(state) ? "unchanged" : "contacted";
  const other = change.outcome === "won" ? "lost" : "won";
  if (state === other) {
    return { refused: `This lead is ${other}: reopen it before marking it ${change.outcome}.` };
  }
  return change.outcome;
}
