import MessagingResponse from "twilio/lib/twiml/MessagingResponse.js";
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";

import type { CallReport, DeliveryReport, InboundText, ProviderRequest, TextProvider } from "./text-provider";
import { TextRefused } from "./text-provider";

/** A provider that takes longer has failed this attempt; the outbox tries again later. */
const TIMEOUT_MS = 10_000;

interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a mock's address in tests. */
  apiBaseUrl: string;
}

/** Twilio's answer to a Messages create, as far as the site reads it. */
interface MessageAnswer {
  sid?: string;
  status?: string;
  code?: number;
  message?: string;
}

/**
 * Texts through Twilio's Messages resource: one form-encoded POST with Basic
 * auth (docs/decisions/070-texts-through-twilio.md). Twilio's webhooks are
 * checked with the `twilio` package's own signature check.
 */
export function twilioProvider(config: TwilioConfig): TextProvider {
  const messagesUrl = new URL(
    `/2010-04-01/Accounts/${config.accountSid}/Messages.json`,
    config.apiBaseUrl.endsWith("/") ? config.apiBaseUrl : `${config.apiBaseUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    name: "Twilio",
    from: config.from,
    async send({ to, body, statusUrl }) {
      const form = new URLSearchParams({ To: to, From: config.from, Body: body });
      if (statusUrl) form.set("StatusCallback", statusUrl);
      const response = await fetch(messagesUrl, {
        method: "POST",
        headers: { Authorization: authorization, Accept: "application/json" },
        body: form,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as MessageAnswer;
      if (response.ok && answer.sid) return { providerId: answer.sid, status: answer.status ?? "queued" };
      const reason = `Twilio answered HTTP ${response.status}${answer.code ? ` (error ${answer.code})` : ""}: ${answer.message ?? "no message"}`;
      // 4xx but 429: this text can't go as it is (a bad or opted-out number); retrying would not help.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new TextRefused(reason);
      throw new Error(reason);
    },
    isSigned(request) {
      return isSignedByTwilio(config.authToken, request);
    },
  };
}

/** Twilio signs the full public URL followed by the sorted POST parameters (X-Twilio-Signature). */
function isSignedByTwilio(authToken: string, { url, headers, body }: ProviderRequest) {
  const signature = headers.get("X-Twilio-Signature");
  if (!signature) return false;
  return validateRequest(authToken, signature, url, Object.fromEntries(new URLSearchParams(body)));
}

/** The TwiML answer to an inbound text: the reply to send back at once, or nothing. */
export function twilioReply(text?: string) {
  const response = new MessagingResponse();
  if (text) response.message(text);
  return new Response(response.toString(), { headers: { "Content-Type": "text/xml; charset=utf-8" } });
}

/** An inbound text's webhook (/webhooks/twilio/sms). */
export function readTwilioText(params: URLSearchParams): InboundText | undefined {
  const sid = params.get("MessageSid");
  const from = params.get("From");
  if (!sid || !from) return undefined;
  const media = Array.from({ length: Math.min(Number(params.get("NumMedia")) || 0, 10) }, (_, index) =>
    params.get(`MediaUrl${index}`),
  ).filter((url): url is string => Boolean(url));
  return { id: `text:${sid}`, from, body: params.get("Body") ?? "", media };
}

/**
 * Call outcomes nobody took: Twilio's own call status or, when the number forwards the call
 * with <Dial>, the forwarded leg's (DialCallStatus). "canceled": the caller hung up while it rang.
 */
const MISSED_CALL_STATUSES = ["no-answer", "busy", "canceled", "failed"];

/** What Twilio gives as the caller of a withheld number: nobody to text back. */
const HIDDEN_CALLERS = ["+266696687", "anonymous", "restricted", "unknown", "private"];

/** A call's status callback (/webhooks/twilio/voice-status): only calls to the site's number count. */
export function readTwilioCall(params: URLSearchParams): CallReport | undefined {
  const sid = params.get("CallSid");
  const caller = params.get("From");
  const status = params.get("DialCallStatus") ?? params.get("CallStatus");
  if (!sid || caller === null || !status) return undefined;
  const inbound = (params.get("Direction") ?? "inbound") === "inbound";
  const from = HIDDEN_CALLERS.includes(caller.trim().toLowerCase()) ? "" : caller;
  return { id: `call:${sid}:${status}`, callId: sid, from, missed: inbound && MISSED_CALL_STATUSES.includes(status) };
}

/** A sent text's status callback (/webhooks/twilio/status). */
export function readTwilioDelivery(params: URLSearchParams): DeliveryReport | undefined {
  const sid = params.get("MessageSid");
  const status = params.get("MessageStatus");
  if (!sid || !status) return undefined;
  return { id: `delivery:${sid}:${status}`, providerId: sid, status, error: params.get("ErrorCode") ?? undefined };
}
