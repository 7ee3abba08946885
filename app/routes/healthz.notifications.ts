import { getDeliveryHealth } from "~/leads/notification-status.server";

/**
 * For an uptime monitor: 503 once a lead message has waited longer than
 * NOTIFY_ALERT_MINUTES. Counts and times only, so it can be public.
 */
export async function loader() {
  const health = await getDeliveryHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
