import type { Kysely } from "kysely";

import { UNSTATED_SERVICE } from "~/content/services";
import { storeLead } from "~/leads/intake/lead.server";
import { PHONE_SOURCES, type PhoneSource } from "~/leads/lead-row";
import { getEnv } from "~/platform/env.server";
import { formatPhone } from "~/platform/phone";

import type { Database } from "../../db/schema";

/** A number as people read it: (254) 555-0123 for a US one, else as the provider gave it. */
export const readablePhone = (e164: string) => formatPhone(e164.replace(/^\+1(?=\d{10}$)/, ""));

/**
 * A text or a missed call from a number no lead has starts a lead like the quote form's: the
 * office is told, it is due a call back and shows in "Needs a call". Nobody has said which
 * service yet; its name says how it came until staff know better.
 */
export async function startPhoneLead(
  trx: Kysely<Database>,
  phone: string,
  source: PhoneSource,
  message: string,
  now: Date,
) {
  const { leadId } = await storeLead(
    trx,
    {
      name: `${PHONE_SOURCES[source]} from ${readablePhone(phone)}`,
      phone: readablePhone(phone),
      service: UNSTATED_SERVICE,
      message: message.slice(0, 2000),
      language: "en",
    },
    { sourcePage: source },
    { callbackMinutes: getEnv().CALLBACK_MINUTES, sendConfirmation: false, now },
  );
  return leadId;
}
