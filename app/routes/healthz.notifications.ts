import { getDeliveryHealth } from "~/leads/messages/notification-status.server";
import { getTextsHealth } from "~/texts/texts-health.server";

/**
 * For an uptime monitor: 503 once a lead message (an email, a webhook, a text to the on-call
 * phone) has waited longer than NOTIFY_ALERT_MINUTES; `texts` says whether texts are on, the
 * last one sent and the week's failures. Counts and times only, so it can be public.
 */
export async function loader() {
  const [health, texts] = await Promise.all([getDeliveryHealth(), getTextsHealth()]);
  const { provider: _provider, from: _from, lastFailure, ...textCounts } = texts;
  return Response.json(
    { ...health, texts: { ...textCounts, lastFailureAt: lastFailure?.at ?? null } },
    {
      status: health.status === "ok" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    },
  );
}
