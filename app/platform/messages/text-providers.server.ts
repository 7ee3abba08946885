import { getEnv } from "../env.server";
import type { TextProvider } from "./text-provider";
import { twilioProvider } from "./twilio.server";

/** The configured provider, or undefined while texts are off (email works as it always did). */
export function getTextProvider(): TextProvider | undefined {
  const env = getEnv();
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER) {
    return twilioProvider({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM_NUMBER,
      apiBaseUrl: env.TWILIO_API_BASE_URL,
    });
  }
  return undefined;
}
