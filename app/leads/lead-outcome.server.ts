import { db } from "~/platform/db.server";

import type { OutcomeChange } from "./lead-outcome";
import type { Actor } from "./lead-row";

/**
 * Records what became of a lead and puts it on the timeline with who and
 * when. Won and Lost also mark the lead contacted (a lead is not won without
 * a call); Reopen leaves the contact status alone. A repeat of the same
 * change records nothing. Resolves to false when the lead does not exist.
 */
export async function setLeadOutcome(id: number, change: OutcomeChange, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["outcome", "jobValueCents", "lostReason", "isContacted"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) return false;
    const jobValueCents = change.outcome === "won" ? change.jobValueCents : null;
    const lostReason = change.outcome === "lost" ? change.lostReason : null;
    if (lead.outcome === change.outcome && lead.jobValueCents === jobValueCents && lead.lostReason === lostReason)
      return true;

    const now = new Date().toISOString();
    const by = { staffUserId: actor.id, staffEmail: actor.email, createdAt: now };
    const closing = change.outcome !== "open";
    if (closing && !lead.isContacted) {
      await trx
        .insertInto("leadEvents")
        .values({ leadId: id, kind: "contacted", ...by })
        .execute();
    }
    await trx
      .updateTable("leads")
      .set({
        outcome: change.outcome,
        jobValueCents,
        lostReason,
        outcomeAt: closing ? now : null,
        ...(closing && !lead.isContacted ? { isContacted: 1, contactedAt: now } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("leadEvents")
      .values({
        leadId: id,
        kind: change.outcome === "open" ? "reopened" : change.outcome,
        note: jobValueCents !== null ? String(jobValueCents) : lostReason,
        ...by,
      })
      .execute();
    return true;
  });
}
