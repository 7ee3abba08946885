import { db } from "~/platform/db.server";

import { reviewState } from "./review-state";

/** The review requests of these leads, with their state, by lead id (leads without one are left out). */
export async function getReviewStates(leadIds: number[]) {
  const rows = await db
    .selectFrom("reviewRequests")
    .leftJoin("emailUnsubscribes", "emailUnsubscribes.email", "reviewRequests.email")
    .select([
      "reviewRequests.leadId",
      "reviewRequests.sendAt",
      "reviewRequests.requestedAt",
      "reviewRequests.remindedAt",
      "reviewRequests.clickedAt",
      "emailUnsubscribes.createdAt as unsubscribedAt",
    ])
    .where("reviewRequests.leadId", "in", leadIds.length ? leadIds : [0])
    .execute();
  return new Map(
    rows.map(({ leadId, unsubscribedAt, ...stamps }) => [
      leadId,
      { state: reviewState(stamps, unsubscribedAt !== null), ...stamps },
    ]),
  );
}
