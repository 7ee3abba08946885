import { business, businessHoursTable } from "~/content/business";
import { serviceTitle } from "~/content/services";
import { formatPhone } from "~/platform/phone";

import type { Lead } from "../../db/schema";
import { renderEmail } from "./lead-email.server";

/**
 * The visitor's receipt: what they asked for, when we call, and the number to
 * ring meanwhile. It repeats only what they typed, to the address they typed.
 */
export function renderConfirmationEmail(
  lead: Pick<Lead, "name" | "service" | "message" | "address">,
  options: { phoneNumber: string; siteUrl: string },
) {
  const phone = formatPhone(options.phoneNumber);
  return renderEmail({
    subject: `We got your request: ${serviceTitle(lead.service)} (${business.name})`,
    heading: `Thank you, ${lead.name}. Your request reached us.`,
    intro: `${business.callbackPromise} Need us sooner? Call ${phone}.`,
    rows: [
      ["You asked for", serviceTitle(lead.service)],
      ["Your message", lead.message || "(none)"],
      ...(lead.address ? ([["Address", lead.address]] as const) : []),
      ["Our phone", phone],
      ...businessHoursTable.map(({ days, hours }) => [days, hours] as const),
    ],
    link: { href: options.siteUrl, label: business.name },
  });
}
