/**
 * Every word a customer reads from the review engine, in one place (the
 * Spanish site will give these a language). The same words for every
 * customer, whatever they told us: no gating, no incentive.
 */
import { business } from "~/content/business";

export interface ReviewEmailLinks {
  google: string;
  other?: { name: string; href: string };
  /** "Tell us privately": reaches the owner, offered to everyone. */
  privately?: string;
  unsubscribe: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const reviewEmailText = {
  subject: (reminder: boolean) =>
    reminder ? `A quick reminder from ${business.name}` : `How did we do? A minute for ${business.name}`,
  greeting: (name: string) => `Hi ${firstName(name)},`,
  body: (reminder: boolean) =>
    reminder
      ? "A few days ago we asked how your tree job went. If you have a minute, a review helps neighbors in Waco find a crew they can trust."
      : `Thank you for choosing ${business.name}. If you have a minute, would you tell others how the job went? A review helps neighbors in Waco find a crew they can trust.`,
  google: "Leave a review on Google",
  other: (name: string) => `Review us on ${name}`,
  privately: "Something we should know? Tell us privately",
  signature: `Thank you, the ${business.name} crew`,
  unsubscribe: "Don't want emails like this? Unsubscribe",
};

export const unsubscribePageText = {
  title: "Unsubscribe",
  ask: (email: string) => `Stop all emails from ${business.name} to ${email}?`,
  button: "Unsubscribe",
  done: (email: string) => `Done: ${email} gets no more emails from ${business.name}.`,
  invalid: "This link is not valid. If you copied it, check that it is complete.",
};
