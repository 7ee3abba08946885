import type { Transaction } from "kysely";

/** What the leads API adds for follow-ups, finished jobs and reviews (issue #35). */
import { wacoDate } from "~/leads/follow-up";
import type { Actor } from "~/leads/lead-row";
import { endFollowUp, setFollowUp } from "~/leads/pipeline/follow-up.server";
import { setJobDone } from "~/leads/pipeline/job-done.server";
import { leadPatchSchema } from "~/leads/pipeline/lead-api-patch";
import { parseLeadSchedulePatch } from "~/leads/pipeline/lead-schedule-patch";
import { changeLeadState } from "~/leads/pipeline/lead-state.server";
import { type Database, db } from "~/platform/db.server";
import { parseApiInput } from "~/platform/remix/api.server";
import type { StaffUser } from "~/staff/auth.server";
import { mayRecordJobValue, MONEY_IS_THE_OWNERS } from "~/staff/money-access.server";

import { scheduleReviewRequests } from "./review-requests.server";
import { getReviewStates } from "./review-state.server";

/** Leads as the API shows them, each with its review request (`review`: null when it has none). */
export async function withReviews<Lead extends { id: number }>(leads: Lead[]) {
  const states = await getReviewStates(leads.map((lead) => lead.id));
  return leads.map((lead) => {
    const request = states.get(lead.id);
    return {
      ...lead,
      review: request
        ? {
            state: request.state,
            scheduledFor: request.sendAt,
            requestedAt: request.requestedAt,
            remindedAt: request.remindedAt,
            clickedAt: request.clickedAt,
          }
        : null,
    };
  });
}

/** A refusal that rolls the whole PATCH back. */
class PatchRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * PATCH /api/leads/{id}: every field is checked before any is applied (`leadPatchSchema`, then
 * the follow-up and Job done days), and all are applied in one transaction, so a refusal
 * (an unknown lead, a change the lead's state does not allow) leaves the lead as it was.
 */
export async function patchLead(
  id: number,
  body: unknown,
  actor: StaffUser,
): Promise<{ error: string; status: number } | { message: string }> {
  const { isContacted, change } = parseApiInput(leadPatchSchema, body);
  if (change?.outcome === "won" && !(await mayRecordJobValue(actor, change.jobValueCents)))
    return { error: MONEY_IS_THE_OWNERS, status: 403 };
  const schedule = parseLeadSchedulePatch(body, wacoDate(new Date()));
  if (schedule.error !== undefined) return { error: schedule.error, status: 400 };
  const { followUpOn, followUpReason, jobDoneOn } = schedule.patch!;
  try {
    await db.transaction().execute(async (trx) => {
      // The outcome first: reopening a closed lead is what lets it be marked not contacted.
      for (const step of [change, isContacted === undefined ? undefined : { isContacted }]) {
        if (!step) continue;
        const result = await changeLeadState(id, step, actor, trx);
        if (result.status === "missing") throw new PatchRefused("Lead not found", 404);
        if (result.status === "refused") throw new PatchRefused(result.message, 409);
      }
      if (!(await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst())) {
        throw new PatchRefused("Lead not found", 404);
      }
      await applySchedule(trx, id, { followUpOn, followUpReason, jobDoneOn }, actor);
    });
  } catch (error) {
    if (error instanceof PatchRefused) return { error: error.message, status: error.status };
    throw error;
  }
  if (jobDoneOn !== undefined) await scheduleReviewRequests();
  const message = change
    ? `Lead marked as ${change.outcome === "open" ? "open" : change.outcome}`
    : isContacted !== undefined
      ? `Lead marked as ${isContacted ? "contacted" : "new"}`
      : "Lead updated";
  return { message };
}

type SchedulePatch = NonNullable<ReturnType<typeof parseLeadSchedulePatch>["patch"]>;

async function applySchedule(trx: Transaction<Database>, id: number, patch: SchedulePatch, actor: Actor) {
  const { followUpOn, followUpReason, jobDoneOn } = patch;
  if (followUpOn) await setFollowUp(id, followUpOn, followUpReason ?? null, actor, trx);
  if (followUpOn === null) await endFollowUp(id, "cleared", actor, trx);
  if (jobDoneOn !== undefined) {
    const result = await setJobDone(id, jobDoneOn, actor, new Date(), trx);
    if (result.status === "refused") throw new PatchRefused(result.message, 409);
  }
}
