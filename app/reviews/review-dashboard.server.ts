import { DateTime } from "luxon";

import { business } from "~/content/business";
import { db } from "~/platform/db.server";

import { getReviewSettings } from "./review-settings.server";

/**
 * The dashboard's jobs and reviews, this calendar month in Waco: jobs done,
 * won jobs not done yet (any month), review requests sent and clicked, and
 * the owner's monthly goal for requests.
 */
export async function getJobsAndReviews(now = new Date()) {
  const monthStart = DateTime.fromJSDate(now, { zone: business.timeZone }).startOf("month");
  const monthStartIso = monthStart.toJSDate().toISOString();
  const count = (query: { executeTakeFirstOrThrow: () => Promise<{ count: number | string | bigint }> }) =>
    query.executeTakeFirstOrThrow().then((row) => Number(row.count));
  const [jobsDone, wonNotDone, sent, clicked, settings] = await Promise.all([
    count(
      db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("jobDoneOn", ">=", monthStart.toISODate()!),
    ),
    count(
      db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("outcome", "=", "won")
        .where("jobDoneOn", "is", null),
    ),
    count(
      db
        .selectFrom("reviewRequests")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("requestedAt", ">=", monthStartIso),
    ),
    count(
      db
        .selectFrom("reviewRequests")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("requestedAt", ">=", monthStartIso)
        .where("clickedAt", "is not", null),
    ),
    getReviewSettings(),
  ]);
  return {
    month: monthStart.toFormat("LLLL"),
    jobsDone,
    wonNotDone,
    sent,
    clicked,
    goal: settings.monthlyGoal,
    requestsOn: settings.isEnabled === 1,
  };
}
