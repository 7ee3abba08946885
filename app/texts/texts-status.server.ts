import { getEnv } from "~/platform/env.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { formatPhone } from "~/platform/phone";

/** The start-up log's line on texts: off until the provider is configured (docs/texts.md). */
export function describeTexts() {
  const provider = getTextProvider();
  if (!provider)
    return ["Texts are off (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER: docs/texts.md)"];
  const { SITE_URL, ON_CALL_PHONES } = getEnv();
  return [
    `Texts through ${provider.name} from ${provider.from}; its webhooks go to ${SITE_URL}/webhooks/twilio/… ` +
      `(sms, status, voice-status); on call: ${ON_CALL_PHONES.map(formatPhone).join(", ") || "nobody (set ON_CALL_PHONES)"}`,
  ];
}
