import type { Transaction } from "kysely";

import { type Database, db, inTransaction } from "~/platform/db.server";

import type { Lead, LeadEventKind } from "../../../db/schema";
import { recordLeadEvent } from "../lead-events.server";
import type { Actor } from "../lead-row";
import { cancelCallbackCheckOnContact, reinstateCallbackCheck } from "../messages/callback-reminders.server";
import { type LeadChange, leadState, nextState } from "./lead-state";

/** The columns a change of state writes, and an undo puts back. */
const stateColumns = ["isContacted", "contactedAt", "outcome", "jobValueCents", "lostReason", "outcomeAt"] as const;
type StateColumns = Pick<Lead, (typeof stateColumns)[number]>;

/** Kinds of timeline events that change the state (an undo applies only to the latest of them). */
const stateEventKinds: LeadEventKind[] = ["contacted", "uncontacted", "won", "lost", "reopened", "undone"];

/** How long after a change its confirmation can still undo it (the toast shows it for a few seconds). */
export const UNDO_WINDOW_MS = 2 * 60_000;

export type StateChangeResult =
  { status: "missing" } | { status: "refused"; message: string } | { status: "done"; undoEventId: number | null };

function columnsAfter(change: LeadChange, lead: StateColumns, now: string): Partial<StateColumns> {
  if ("isContacted" in change) {
    return change.isContacted ? { isContacted: 1, contactedAt: now } : { isContacted: 0, contactedAt: null };
  }
  if (change.outcome === "open") return { outcome: "open", jobValueCents: null, lostReason: null, outcomeAt: null };
  const contacted = { isContacted: 1, contactedAt: lead.contactedAt ?? now };
  const outcomeAt = lead.outcome === change.outcome ? lead.outcomeAt : now;
  return change.outcome === "won"
    ? { ...contacted, outcome: "won", jobValueCents: change.jobValueCents, lostReason: null, outcomeAt }
    : { ...contacted, outcome: "lost", jobValueCents: null, lostReason: change.lostReason, outcomeAt };
}

function eventOf(change: LeadChange): { kind: LeadEventKind; note: string | null } {
  if ("isContacted" in change) return { kind: change.isContacted ? "contacted" : "uncontacted", note: null };
  if (change.outcome === "won")
    return { kind: "won", note: change.jobValueCents === null ? null : String(change.jobValueCents) };
  if (change.outcome === "lost") return { kind: "lost", note: change.lostReason };
  return { kind: "reopened", note: null };
}

/**
 * Staff marking a lead contacted (or closing a new one) stop its Overdue call-back, and the
 * timeline says who; marking it not contacted again, or undoing that, brings the check back. A
 * customer's answer to an estimate cancels it with its own reason (estimate-answers.server.ts).
 */
async function followContact(
  trx: Transaction<Database>,
  id: number,
  contacted: { before: number; after: number | undefined },
  actor: Actor | undefined,
  now: string,
) {
  if (contacted.after === undefined || contacted.after === contacted.before) return;
  if (contacted.after === 0) await reinstateCallbackCheck(trx, id);
  else if (actor) await cancelCallbackCheckOnContact(trx, id, actor.email, new Date(now));
}

async function readState(trx: Transaction<Database>, id: number) {
  return trx.selectFrom("leads").select(stateColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * Moves a lead through its state machine (leads/pipeline/lead-state.ts) and puts the
 * change on its timeline with who, when, and what it replaced (for undo).
 * Closing a new lead also records the call it took. A repeat of the same
 * change (a double tap) records nothing. No actor: the customer did it (accepted an estimate).
 */
export async function changeLeadState(
  id: number,
  change: LeadChange,
  actor: Actor | undefined,
  inside?: Transaction<Database>,
): Promise<StateChangeResult> {
  return inTransaction(inside, async (trx) => {
    const lead = await readState(trx, id);
    if (!lead) return { status: "missing" };
    const state = leadState(lead);
    const next = nextState(state, change);
    if (typeof next === "object") return { status: "refused", message: next.refused };
    if (next === "unchanged") return { status: "done", undoEventId: null };
    const now = new Date().toISOString();
    const after = columnsAfter(change, lead, now);
    if (stateColumns.every((column) => !(column in after) || after[column] === lead[column])) {
      return { status: "done", undoEventId: null };
    }
    const by = { leadId: id, by: actor, at: now };
    if (state === "new" && (next === "won" || next === "lost")) {
      await recordLeadEvent(trx, { ...by, kind: "contacted" });
    }
    await trx.updateTable("leads").set(after).where("id", "=", id).execute();
    await followContact(trx, id, { before: lead.isContacted, after: after.isContacted }, actor, now);
    const undoEventId = await recordLeadEvent(trx, { ...by, ...eventOf(change), before: JSON.stringify(lead) });
    return { status: "done", undoEventId };
  });
}

/**
 * Undoes a change from its confirmation: only the lead's latest change of
 * state, within UNDO_WINDOW_MS, and never twice. The timeline keeps both.
 */
export async function undoLeadChange(id: number, eventId: number, actor: Actor): Promise<StateChangeResult> {
  return db.transaction().execute(async (trx) => {
    const current = await readState(trx, id);
    if (!current) return { status: "missing" };
    const latest = await trx
      .selectFrom("leadEvents")
      .select(["id", "kind", "before", "createdAt"])
      .where("leadId", "=", id)
      .where("kind", "in", stateEventKinds)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const tooLate = !latest || Date.now() - Date.parse(latest.createdAt) > UNDO_WINDOW_MS;
    if (!latest || latest.id !== eventId || latest.before === null || tooLate) {
      return { status: "refused", message: "That change can no longer be undone: change the lead from its page." };
    }
    const before = JSON.parse(latest.before) as StateColumns;
    await trx.updateTable("leads").set(before).where("id", "=", id).execute();
    const now = new Date().toISOString();
    await followContact(trx, id, { before: current.isContacted, after: before.isContacted }, actor, now);
    await recordLeadEvent(trx, { leadId: id, kind: "undone", note: latest.kind, by: actor });
    return { status: "done", undoEventId: null };
  });
}
