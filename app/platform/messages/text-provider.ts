/** A text as the site sends it: to one E.164 number. */
export interface OutgoingText {
  to: string;
  body: string;
  /** Where the provider reports the text's delivery (its status callback). */
  statusUrl?: string;
}

/** The provider took the text: its own id (Twilio's MessageSid) and first status ("queued"). */
export interface SentText {
  providerId: string;
  status: string;
}

/** A webhook as it reached the site: the public URL it was posted to, its headers and raw body. */
export interface ProviderRequest {
  url: string;
  headers: Headers;
  body: string;
}

/**
 * One webhook event, in the provider's words turned into ours. `id` names the event itself
 * (the provider's SID with the state it reports: a text reports "sent", then "delivered"),
 * so each is acted on once.
 */
export interface ProviderEvent {
  id: string;
}

/** A text someone sent to the site's number. */
export interface InboundText extends ProviderEvent {
  from: string;
  body: string;
  /** The addresses of the photos it carried, at the provider (an MMS). */
  media: string[];
}

/** A call to the site's number as it ended: `missed` when nobody took it (no answer, busy, hung up while ringing). */
export interface CallReport extends ProviderEvent {
  callId: string;
  from: string;
  missed: boolean;
}

/** What became of a text the site sent: "delivered", "undelivered", "failed"… */
export interface DeliveryReport extends ProviderEvent {
  providerId: string;
  status: string;
  /** The provider's error code when it was not delivered. */
  error?: string;
}

/**
 * What the site needs from a text-message provider. Twilio is the one today
 * (twilio.server.ts); another (Telnyx) is one more module and one more case in
 * getTextProvider, with webhook routes of its own.
 */
export interface TextProvider {
  /** For the start-up log and Settings: "Twilio". */
  name: string;
  /** The number texts come from. */
  from: string;
  send: (text: OutgoingText) => Promise<SentText>;
  /** Whether a webhook was really signed by the provider for that URL. */
  isSigned: (request: ProviderRequest) => boolean;
}

/**
 * A refusal the provider gave for this text itself (a wrong or opted-out
 * number): trying it again will not help, unlike an outage.
 */
export class TextRefused extends Error {
  name = "TextRefused";
}
