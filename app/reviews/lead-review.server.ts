/** The lead page's job-and-review box: its data. */
import { isUnsubscribed } from "~/platform/messages/consent.server";

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
