import type { ActionFunctionArgs } from "@remix-run/node";

import { readTwilioText, twilioReply } from "~/platform/messages/twilio.server";
import { answerInboundText } from "~/texts/inbound-texts.server";
import { receiveProviderWebhook, refusalResponse } from "~/texts/provider-webhooks.server";

/** Twilio's "A message comes in" webhook: opt-outs, HELP and customers' texts (docs/texts.md). */
export async function action({ request }: ActionFunctionArgs) {
  const receipt = await receiveProviderWebhook(request, readTwilioText, answerInboundText);
  return refusalResponse(receipt) ?? twilioReply(receipt.outcome === "handled" ? receipt.result : undefined);
}
