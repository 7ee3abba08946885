import { business } from "~/content/business";
import { confirmationText } from "~/content/confirmation-text";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { englishUiText, fillText } from "~/content/ui-text";
import { spanishServices, spanishUiText } from "~/content/ui-text.es";
import { formatPhone, phoneHref } from "~/platform/phone";

import type { Lead } from "../../../db/schema";
import { renderEmail } from "./lead-email.server";

/**
 * The visitor's receipt: what they asked for, when we call, and a tap-to-call
 * to ring meanwhile. It repeats nothing they typed (name, message, address):
 * anyone can type someone else's address into the form, and the business's
 * own email must not carry a stranger's words to them.
 */
export function renderConfirmationEmail(
  lead: Pick<Lead, "service" | "language">,
  options: {
    phoneNumber: string;
    siteUrl: string;
    bookingUrl?: string;
    unsubscribe?: { href: string; label: string };
    /** While the address is unconfirmed: the link that confirms it (email-confirmation.server.ts). */
    confirm?: { text: string; href: string; label: string };
    /** In storm mode: the lead's tier and likely call time, instead of the usual promise (app/storm). */
    stormPromise?: string;
  },
) {
  const spanish = lead.language === "es";
  const text = confirmationText[lead.language];
  const ui = spanish ? spanishUiText : englishUiText;
  const service =
    (spanish ? spanishServices[lead.service as keyof typeof spanishServices]?.title : undefined) ??
    serviceTitle(lead.service);
  const phone = formatPhone(options.phoneNumber);
  const emergency = isEmergencyService(lead.service);
  return renderEmail({
    lang: lead.language,
    subject: fillText(text.subject, { service }),
    heading: text.heading,
    intro: options.stormPromise ?? fillText(emergency ? text.emergencyIntro : text.intro, { phone }),
    call: { href: phoneHref(options.phoneNumber), label: fillText(text.call, { phone }) },
    notes: emergency ? ui.emergencyAdvice : [],
    ask: options.confirm,
    rows: [
      [text.askedFor, service],
      [text.ourPhone, phone],
      ...ui.contactDetails.hoursTable.map(({ days, hours }) => [days, hours] as const),
    ],
    // The visitor's own link to book the estimate visit later (issue #34); emergencies are told to call.
    link:
      options.bookingUrl && !emergency
        ? { href: options.bookingUrl, label: text.bookVisit }
        : { href: spanish ? `${options.siteUrl}/es` : options.siteUrl, label: business.name },
    footer: options.unsubscribe,
  });
}
