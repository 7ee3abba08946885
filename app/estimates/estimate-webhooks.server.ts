import { leadWebhookData } from "~/leads/messages/lead-webhooks.server";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";

import type { Estimate, EstimateVersion, Lead } from "../../db/schema";
import { estimateUrl } from "./estimate-link.server";

/** The webhook events of estimates (docs/integrations.md). */
export const estimateWebhookEvents = [
  "estimate.sent",
  "estimate.viewed",
  "estimate.accepted",
  "estimate.declined",
] as const;
type EstimateWebhookEvent = (typeof estimateWebhookEvents)[number];

interface EstimateFacts {
  estimate: Pick<Estimate, "id">;
  version: Pick<EstimateVersion, "id" | "number" | "expiresOn" | "contentSha256" | "language">;
  /** The required work's total when sent; the accepted total (optional lines as ticked) when accepted. */
  totalCents: number;
  /** What the event adds: the signer and method, the decline's reason. */
  extra?: object;
}

/** One webhook per configured URL: the estimate, its customer link and the lead as lead webhooks carry it. */
export function estimateWebhooks(type: EstimateWebhookEvent, lead: Lead, facts: EstimateFacts): QueuedMessage[] {
  const env = getEnv();
  const body = JSON.stringify({
    type,
    timestamp: new Date().toISOString(),
    data: {
      id: facts.estimate.id,
      version: facts.version.number,
      total: facts.totalCents,
      expiresOn: facts.version.expiresOn,
      contentSha256: facts.version.contentSha256,
      url: estimateUrl(facts.version.id, facts.version.language),
      ...facts.extra,
      lead: leadWebhookData(lead, env.SITE_URL),
    },
  });
  return env.LEAD_WEBHOOK_URLS.map((url) => ({ channel: "webhook", kind: type, leadId: lead.id, url, body }));
}
