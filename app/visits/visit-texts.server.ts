import type { Kysely } from "kysely";

import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { defineCustomerText, scheduleCustomerText } from "~/leads/customer-texts.server";
import { leadStanding } from "~/leads/lead-standing";
import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { getEnv } from "~/platform/env.server";
import { formatPhone } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Database, Lead, ScheduledMessage, Visit } from "../../db/schema";
import { slotInstant } from "./availability";
import { longVisitLabel } from "./visit-labels";

const REMINDER_TEXT = "visit-reminder-text";
const ON_MY_WAY_TEXT = "visit-on-my-way-text";

async function visitAndLead(trx: Kysely<Database>, row: ScheduledMessage) {
  const visit = await trx.selectFrom("visits").selectAll().where("id", "=", row.refId!).executeTakeFirst();
  const lead = visit && (await trx.selectFrom("leads").selectAll().where("id", "=", visit.leadId).executeTakeFirst());
  return visit && lead ? { visit, lead } : undefined;
}

/** "See you tomorrow" by text, beside its email: only while the visit is booked that day, never on the day itself. */
defineCustomerText({
  kind: REMINDER_TEXT,
  label: "Visit reminder text",
  prepare: async (trx, row) => {
    const { date } = JSON.parse(row.data ?? "{}") as { date?: string };
    const found = await visitAndLead(trx, row);
    if (!found || found.visit.date !== date) return { drop: "the visit moved" };
    const { visit, lead } = found;
    return {
      lead,
      facts: {
        lead: leadStanding(lead),
        visit: { booked: visit.status === "booked" },
        staleAt: slotInstant(visit.date, "00:00").toJSDate(),
        staleWhy: "the visit is today, not tomorrow",
      },
      body: fillText(visitorMessages[lead.language].text.reminder, {
        when: longVisitLabel(visit, lead.language),
        link: visitorLinkUrl(getEnv().SITE_URL, lead),
      }),
    };
  },
});

/** "On my way" by text: staff's word, at once, around the visit's window, at most twice a day. */
defineCustomerText({
  kind: ON_MY_WAY_TEXT,
  label: "On my way text",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const { arrival } = JSON.parse(row.data ?? "{}") as { arrival: string };
    const found = await visitAndLead(trx, row);
    if (!found) return { drop: "the visit is gone" };
    const { visit, lead } = found;
    const { phoneNumber } = await getSiteSettings(trx);
    return {
      lead,
      facts: {
        lead: leadStanding(lead),
        visit: {
          booked: visit.status === "booked",
          needsWindow: true,
          startsAt: slotInstant(visit.date, visit.starts).toJSDate(),
          endsAt: slotInstant(visit.date, visit.ends).toJSDate(),
        },
      },
      ration: { key: `visit:${visit.id}:on-my-way-text`, perDay: 2, what: "On my way twice today" },
      body: fillText(visitorMessages[lead.language].text.onMyWay, { arrival, phone: formatPhone(phoneNumber) }),
    };
  },
});

/** A booked visit's reminder text, at the reminder email's moment. */
export function scheduleVisitReminderText(trx: Kysely<Database>, visit: Visit, lead: Lead, at: Date, now: Date) {
  return scheduleCustomerText(
    trx,
    lead,
    {
      kind: REMINDER_TEXT,
      key: `${REMINDER_TEXT}:${visit.id}:${visit.date}`,
      at,
      refId: visit.id,
      data: { date: visit.date },
    },
    now,
  );
}

/** On my way's text, with its email. */
export function scheduleOnMyWayText(trx: Kysely<Database>, visit: Visit, lead: Lead, arrival: string, now: Date) {
  return scheduleCustomerText(
    trx,
    lead,
    {
      kind: ON_MY_WAY_TEXT,
      key: `${ON_MY_WAY_TEXT}:${visit.id}:${now.toISOString()}`,
      at: now,
      refId: visit.id,
      data: { arrival },
    },
    now,
  );
}
