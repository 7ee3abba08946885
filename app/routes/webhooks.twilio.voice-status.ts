import type { ActionFunctionArgs } from "@remix-run/node";

import { readTwilioCall } from "~/platform/messages/twilio.server";
import { answerCallReport } from "~/texts/missed-calls.server";
import { receiveProviderWebhook, refusalResponse } from "~/texts/provider-webhooks.server";

/** The call status callback of the site's number: a call nobody took gets a text back (docs/texts.md). */
export async function action({ request }: ActionFunctionArgs) {
  const receipt = await receiveProviderWebhook(request, readTwilioCall, answerCallReport);
  return refusalResponse(receipt) ?? new Response(null, { status: 204 });
}
