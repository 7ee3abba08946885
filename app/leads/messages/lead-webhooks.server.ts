import { isEmergencyService, serviceTitle } from "~/content/services";
import { customerWebhookData } from "~/customers/customer-links";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";

import type { Lead } from "../../../db/schema";
import { directionsUrl, isDrivableAddress } from "../lead-address";
import { leadFieldsIn } from "../lead-fields";
import { leadPageUrl } from "./lead-email.server";

/** The webhook events about a lead (docs/integrations.md); visits declare theirs in app/visits. */
export const leadWebhookEvents = [
  "lead.created",
  "lead.overdue",
  "lead.follow_up_due",
  "job.done",
  "review.requested",
  "review.clicked",
] as const;

type LeadEvent = (typeof leadWebhookEvents)[number];

/**
 * The visitor's fields (lead-fields.ts) under their keys, stored values as
 * they are; a text message on the road also gets where to drive (null
 * without an address) and the service's title.
 */
function webhookFields(lead: Lead) {
  return Object.fromEntries(
    leadFieldsIn("webhook").flatMap(({ key }): Array<[string, unknown]> => {
      const value: [string, unknown] = [key, lead[key]];
      if (key === "address")
        return [value, ["directionsUrl", isDrivableAddress(lead.address) ? directionsUrl(lead.address) : null]];
      if (key === "service") return [value, ["serviceTitle", serviceTitle(lead.service)]];
      return [value];
    }),
  );
}

/** The body every webhook receiver gets, the same shape for each event; `extra` adds the event's own fields. */
function webhookBody(type: LeadEvent, lead: Lead, siteUrl: string, at: Date, extra: object = {}) {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { ...leadWebhookData(lead, siteUrl), ...extra } });
}

/** A lead as every webhook carries it (visit webhooks too, under `lead`). */
export function leadWebhookData(lead: Lead, siteUrl: string) {
  return {
    id: lead.id,
    ...webhookFields(lead),
    // The visitor's language ("en" or "es"): call back in it.
    language: lead.language,
    emergency: isEmergencyService(lead.service),
    createdAt: lead.createdAt,
    url: leadPageUrl(siteUrl, lead.id),
    // Whose lead it is (issue #45): the customer's id and page.
    customer: customerWebhookData(lead.customerId, siteUrl),
  };
}

/** One webhook per configured URL for an event about a lead. */
export function webhooks(type: LeadEvent, lead: Lead, siteUrl: string, at: Date, extra?: object): QueuedMessage[] {
  const body = webhookBody(type, lead, siteUrl, at, extra);
  return getEnv().LEAD_WEBHOOK_URLS.map((url) => ({
    channel: "webhook",
    kind: type,
    leadId: lead.id,
    url,
    body,
  }));
}
