import { addressKey } from "~/platform/address-key";
import { normaliseMailbox } from "~/platform/messages/mailbox";
import { phoneKey } from "~/platform/phone";

/**
 * Who a lead is (issue #45, decision 077): the phone and email it gave, as they are matched.
 * (254) 555-0100, 254.555.0100 and +1 254 555 0100 are one phone; case, a +tag and Gmail's
 * dots make no new email.
 */
export function contactKeys(lead: { phone: string; email?: string | null }) {
  const email = lead.email?.trim();
  return { phone: phoneKey(lead.phone), email: email ? normaliseMailbox(email) : undefined };
}

export type ContactKeys = ReturnType<typeof contactKeys>;

/**
 * The rule a new lead (and migration 0028, for the leads before it) follows: the customer
 * with its phone, else the one with its email, else a new customer. A phone is the surer
 * sign (a household shares an email less often than a person keeps a number), so it wins
 * when the two point at different customers; staff merge those by hand.
 */
export function matchingCustomer(found: { byPhone?: number; byEmail?: number }) {
  return found.byPhone ?? found.byEmail;
}

/** Where the lead is, as a property is matched; undefined when it gave no address. */
export const propertyKey = addressKey;
