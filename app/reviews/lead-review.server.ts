/** The lead page's job-and-review box: its data and its form's post. */
import { isUnsubscribed } from "~/leads/email-unsubscribes.server";
import { JOB_NOT_DONE_INTENT } from "~/leads/job-done";
import { jobDoneFromForm } from "~/leads/job-done.server";
import type { Actor } from "~/leads/lead-row";

import { kickReviewRequests } from "./review-requests.server";
import { getReviewSettings } from "./review-settings.server";
import { getReviewStates } from "./review-state.server";

export async function getLeadReview(lead: { id: number; email: string | null }) {
  const [settings, states, unsubscribed] = await Promise.all([
    getReviewSettings(),
    getReviewStates([lead.id]),
    lead.email ? isUnsubscribed(lead.email) : false,
  ]);
  return {
    requestsOn: settings.isEnabled === 1 && settings.googleReviewUrl !== null,
    request: states.get(lead.id) ?? null,
    unsubscribed,
  };
}

export const isJobDoneIntent = (intent: unknown) => intent === "job-done" || intent === JOB_NOT_DONE_INTENT;

/** Job done (or its undo); a newly finished job's review request is scheduled within a second. */
export async function jobDoneAndReview(idParam: string | undefined, formData: FormData, actor: Actor) {
  const answer = await jobDoneFromForm(idParam, formData, actor);
  kickReviewRequests();
  return answer;
}
