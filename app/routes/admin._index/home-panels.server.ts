import { getNotificationPanel } from "~/leads/messages/notification-status.server";
import { onCallBoard } from "~/leads/messages/on-call-claims.server";
import { parseLeadFilters } from "~/leads/pipeline/lead-filters.server";
import { leadOverview } from "~/leads/pipeline/lead-lists.server";
import { listLeads } from "~/leads/pipeline/lead-queries.server";
import { CALL_NOW_COUNT } from "~/leads/pipeline/triage";
import { cacheUntilWrite } from "~/platform/db.server";
import { getJobsAndReviews } from "~/reviews/review-dashboard.server";
import { getTextsHealth } from "~/texts/texts-health.server";
import { visitStats } from "~/visits/visit-stats.server";

import type { getDashboard } from "./dashboard.server";
import { estimateFunnel } from "./estimate-funnel.server";

type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

async function readPanels(dashboard: Dashboard, showMoney: boolean) {
  const now = new Date();
  const needsCall = { ...parseLeadFilters(new URLSearchParams()), view: "needs-call" as const };
  const [overview, callNow, notifications, jobsAndReviews, visits, onCall, estimates, texts] = await Promise.all([
    leadOverview(),
    listLeads(needsCall, now, CALL_NOW_COUNT),
    getNotificationPanel(),
    getJobsAndReviews(now),
    visitStats(dashboard.since, dashboard.until, dashboard.outcomes.leads),
    onCallBoard(now),
    estimateFunnel(dashboard.since, dashboard.until, showMoney),
    getTextsHealth(),
  ]);
  const { overdue, olderUncalled, stats } = overview;
  return { overdue, olderUncalled, stats, callNow, notifications, jobsAndReviews, visits, onCall, estimates, texts };
}

/**
 * Everything the staff home shows around the dashboard's numbers: the leads to call now,
 * the counts, the panels. Remembered until the data changes, so staff reading the home at
 * once share one read (10 at once at 100,000 leads waited for each other's 25 queries);
 * the clock moves which leads are overdue, so at most 10 s old, as the counts above the lists.
 */
const remember = cacheUntilWrite(10_000, 10);
export function getHomePanels(dashboard: Dashboard, showMoney: boolean) {
  return remember(`${dashboard.period} ${showMoney}`, () => readPanels(dashboard, showMoney));
}
