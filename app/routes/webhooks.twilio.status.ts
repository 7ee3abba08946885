import type { ActionFunctionArgs } from "@remix-run/node";

import { readTwilioDelivery } from "~/platform/messages/twilio.server";
import { recordDeliveryReport } from "~/texts/delivery-reports.server";
import { receiveProviderWebhook, refusalResponse } from "~/texts/provider-webhooks.server";

/** The status callback of every text the site sends: delivered, undelivered, failed. */
export async function action({ request }: ActionFunctionArgs) {
  const receipt = await receiveProviderWebhook(request, readTwilioDelivery, recordDeliveryReport);
  return refusalResponse(receipt) ?? new Response(null, { status: 204 });
}
