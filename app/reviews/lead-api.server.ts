/** What the leads API adds for follow-ups, finished jobs and reviews (issue #35). */
import { wacoDate } from "~/leads/follow-up";
import { endFollowUp, setFollowUp } from "~/leads/follow-up.server";
import { setJobDone } from "~/leads/job-done.server";
import type { Actor } from "~/leads/lead-row";
import { parseLeadSchedulePatch } from "~/leads/lead-schedule-patch";

import { kickReviewRequests } from "./review-requests.server";
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

/**
 * Applies `followUpOn` (with `followUpReason`) and `jobDoneOn` from a PATCH
 * body; resolves to an error message and its status, or nothing when done.
 */
export async function applySchedulePatch(
  id: number,
  body: unknown,
  actor: Actor,
): Promise<{ message: string; status: number } | undefined> {
  const parsed = parseLeadSchedulePatch(body, wacoDate(new Date()));
  if (parsed.error !== undefined) return { message: parsed.error, status: 400 };
  const { followUpOn, followUpReason, jobDoneOn } = parsed.patch!;
  if (followUpOn) await setFollowUp(id, followUpOn, followUpReason ?? null, actor);
  if (followUpOn === null) await endFollowUp(id, "cleared", actor);
  if (jobDoneOn !== undefined) {
    const result = await setJobDone(id, jobDoneOn, actor);
    if (result.status === "refused") return { message: result.message, status: 409 };
    kickReviewRequests();
  }
  return undefined;
}
