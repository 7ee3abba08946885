import { db } from "~/platform/db.server";
import { startJob } from "~/platform/jobs.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes leads (and, by cascade, their notification rows) created before the cut-off. */
export async function deleteLeadsOlderThan(days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db.deleteFrom("leads").where("createdAt", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the retention clean-up now and then once a day. */
export function scheduleLeadRetention(days: number) {
  startJob({
    name: "Lead retention",
    everyMs: DAY_MS,
    run: async () => {
      const deleted = await deleteLeadsOlderThan(days);
      if (deleted > 0) console.log(`Lead retention: deleted ${deleted} lead(s) older than ${days} days`);
    },
  });
}
