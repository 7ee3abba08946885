import { isEmergencyService } from "~/content/services";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";
import { labelMessageKinds } from "~/platform/messages/scheduled.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { toE164 } from "~/platform/phone";

import type { Lead } from "../../db/schema";
import { leadPageUrl } from "./lead-email.server";

labelMessageKinds({ "on-call-alert": "Emergency text to the on-call phone" });

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A new emergency texts the on-call phone at once, day or night (ON_CALL_PHONES, the first):
 * the customer's number written so a phone offers to call it, the address and the lead's
 * page. Nothing while texts are off or nobody is on call.
 */
export function onCallAlerts(lead: Lead, siteUrl: string): QueuedMessage[] {
  const onCall = getEnv().ON_CALL_PHONES[0];
  if (!onCall || !getTextProvider() || !isEmergencyService(lead.service)) return [];
  const body = [
    `EMERGENCY${lead.possibleSpam ? " (possible spam)" : ""}: ${cut(lead.name, 40)}`,
    `Call ${toE164(lead.phone) ?? lead.phone}`,
    lead.address ? cut(lead.address, 80) : "No address given",
    leadPageUrl(siteUrl, lead.id),
  ].join("\n");
  return [{ channel: "text", kind: "on-call-alert", leadId: lead.id, to: onCall, body }];
}
