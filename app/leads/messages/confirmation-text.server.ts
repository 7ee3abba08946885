import type { Kysely } from "kysely";

import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { formatPhone } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";
import { stormTextConfirmation } from "~/storm/storm-promises.server";

import type { Database, Lead } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { defineCustomerText, scheduleCustomerText } from "./customer-texts.server";

const CONFIRMATION_TEXT = "confirmation-text";

/** The visitor's receipt by text, answering their own request (any hour), in their language. */
defineCustomerText({
  kind: CONFIRMATION_TEXT,
  label: "Confirmation text to the visitor",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead) return { drop: "lead is deleted" };
    const settings = await getSiteSettings(trx);
    if (!settings.sendConfirmations) return { drop: "confirmations are off (Settings)" };
    const body =
      stormTextConfirmation(lead, lead.language) ??
      fillText(visitorMessages[lead.language].text.confirmation, { phone: formatPhone(settings.phoneNumber) });
    return { lead, facts: { lead: leadStanding(lead) }, body };
  },
});

/** A new lead's confirmation by text, beside its email, when it ticked "Text me about my request". */
export function scheduleConfirmationText(trx: Kysely<Database>, lead: Lead, now: Date) {
  return scheduleCustomerText(
    trx,
    lead,
    { kind: CONFIRMATION_TEXT, key: `${CONFIRMATION_TEXT}:${lead.id}`, at: now },
    now,
  );
}
