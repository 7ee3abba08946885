import { getBackupHealth } from "~/platform/backups/backup-schedule.server";

/**
 * For an uptime monitor: 503 once the last backup, or its off-site copy, is
 * older than two intervals. Times and sizes only: no paths, buckets or keys.
 */
export function loader() {
  const health = getBackupHealth();
  return Response.json(health, {
    status: health.status === "failing" ? 503 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
