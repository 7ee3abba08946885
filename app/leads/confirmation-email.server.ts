import { business, businessHoursTable, emergencyAdvice } from "~/content/business";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref } from "~/platform/phone";

import type { Lead } from "../../db/schema";
import { renderEmail } from "./lead-email.server";

/**
 * The visitor's receipt: what they asked for, when we call, and a tap-to-call
 * to ring meanwhile. It repeats nothing they typed (name, message, address):
 * anyone can type someone else's address into the form, and the business's
 * own email must not carry a stranger's words to them.
 */
export function renderConfirmationEmail(
  lead: Pick<Lead, "service">,
  options: { phoneNumber: string; siteUrl: string; bookingUrl?: string },
) {
  const phone = formatPhone(options.phoneNumber);
  const emergency = isEmergencyService(lead.service);
  return renderEmail({
    subject: `We got your request: ${serviceTitle(lead.service)} (${business.name})`,
    heading: "Thank you. Your request reached us.",
    intro: emergency
      ? `For an emergency, call us now at ${phone}, day or night: we answer 24/7.`
      : `${business.callbackPromise} Need us sooner? Call ${phone}.`,
    call: { href: phoneHref(options.phoneNumber), label: `Call ${phone}` },
    notes: emergency ? emergencyAdvice : [],
    rows: [
      ["You asked for", serviceTitle(lead.service)],
      ["Our phone", phone],
      ...businessHoursTable.map(({ days, hours }) => [days, hours] as const),
    ],
    // The visitor's own link to book the estimate visit later (issue #34); emergencies are told to call.
    link:
      options.bookingUrl && !emergency
        ? { href: options.bookingUrl, label: "Book your free estimate visit online" }
        : { href: options.siteUrl, label: business.name },
  });
}
