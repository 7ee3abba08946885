import type { Kysely } from "kysely";

import { visitorMessages } from "~/content/visitor-messages.server";
import { answerable } from "~/leads/customer-email.server";
import { renderEmail } from "~/leads/lead-email.server";
import { leadStanding } from "~/leads/lead-standing";
import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import type { Database, Visit } from "../../db/schema";
import { slotInstant } from "./availability";

const QUOTE_EXPIRES = "quote-expires";
/** An estimate holds 30 days from the visit; the customer hears 3 days before. */
const DAYS_BEFORE_EXPIRY = 27;

defineMessageKind({
  kind: QUOTE_EXPIRES,
  label: "Quote expires in 3 days",
  audience: "customer",
  prepare: async (trx, row) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead?.email) return { hold: "no email address" };
    if (lead.outcome !== "open") return { drop: "the lead is decided" };
    const to = lead.email;
    const extras = await answerable(trx, lead, to);
    const text = visitorMessages[lead.language].quoteExpires;
    return {
      to,
      facts: { lead: leadStanding(lead) },
      render: () => [
        {
          channel: "email",
          kind: QUOTE_EXPIRES,
          leadId: lead.id,
          to,
          replyTo: extras.replyTo,
          headers: extras.headers,
          ...renderEmail({
            lang: lead.language,
            subject: text.subject,
            heading: text.heading,
            intro: text.intro,
            call: extras.call,
            rows: [],
            link: { href: visitorLinkUrl(getEnv().SITE_URL, lead), label: text.link },
            footer: extras.footer,
          }),
        },
      ],
    };
  },
});

/** After the estimate visit: the customer hears 3 days before the quote expires. */
export function scheduleQuoteExpiry(trx: Kysely<Database>, visit: Visit, now: Date) {
  const at = slotInstant(visit.date, visit.ends).plus({ days: DAYS_BEFORE_EXPIRY }).toJSDate();
  return scheduleMessage(
    trx,
    {
      kind: QUOTE_EXPIRES,
      key: `${QUOTE_EXPIRES}:${visit.leadId}`,
      at,
      leadId: visit.leadId,
      recipient: "the customer",
    },
    now,
  );
}
