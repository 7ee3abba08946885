import type { OutboxChannel } from "../../../db/schema";

/**
 * What a failed delivery means, in words an owner can act on: staff screens
 * never show the raw error (a "fetch failed" or an SMTP code), which stays in
 * the server's log and the outbox for whoever runs the server.
 */
export function describeDeliveryError(error: string | null, channel: OutboxChannel) {
  if (!error) return null;
  const what = {
    webhook: "the webhook address (the app that texts you)",
    text: "the text provider (Twilio)",
    email: "the email server",
  }[channel];
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(error)) return `Could not find ${what}: check its address in the setup.`;
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|timed? ?out|fetch failed|socket|network/i.test(error))
    return `Could not reach ${what}. It may be down; the site keeps trying.`;
  if (/\b(535|534|530)\b|auth|login|credentials/i.test(error)) return `${capitalize(what)} refused the site's login.`;
  if (/\b55\d\b|recipient|mailbox|address rejected/i.test(error))
    return "The email address was refused by its mail server.";
  const status = error.match(/\b([45]\d\d)\b/)?.[1];
  if (channel === "webhook" && status) return `The webhook address answered with an error (${status}).`;
  return `${capitalize(what)} did not accept the message.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
