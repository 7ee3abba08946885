import type { Kysely } from "kysely";

import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { defineCustomerText, scheduleCustomerText } from "~/leads/messages/customer-texts.server";
import { visitorLinkUrl } from "~/leads/messages/visitor-link.server";
import { getEnv } from "~/platform/env.server";
import { formatPhone } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Database, Lead, Visit } from "../../db/schema";
import { slotInstant } from "./availability";
import { longVisitLabel } from "./visit-labels";
import { visitMessageFacts } from "./visit-message-facts.server";

const REMINDER_TEXT = "visit-reminder-text";
const ON_MY_WAY_TEXT = "visit-on-my-way-text";

/** "See you tomorrow" by text, beside its email: only while the visit is booked that day, never on the day itself. */
defineCustomerText({
  kind: REMINDER_TEXT,
  label: "Visit reminder text",
  prepare: async (trx, row) => {
    const { date } = JSON.parse(row.data ?? "{}") as { date?: string };
    const facts = await visitMessageFacts(trx, row);
    if (!("visit" in facts)) return facts;
    const { visit, lead } = facts;
    if (visit.date !== date) return { drop: "the visit moved" };
    return {
      lead,
      facts: {
        lead: facts.standing,
        visit: { booked: facts.window.booked },
        staleAt: slotInstant(visit.date, "00:00").toJSDate(),
        staleWhy: "the visit is today, not tomorrow",
      },
      // A job visit's day is the office's to change: its reminder gives the number, not the link.
      body: fillText(visitorMessages[lead.language].text[visit.purpose === "job" ? "jobReminder" : "reminder"], {
        when: longVisitLabel(visit, lead.language),
        link: visitorLinkUrl(getEnv().SITE_URL, lead),
        phone: formatPhone((await getSiteSettings(trx)).phoneNumber),
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
    const facts = await visitMessageFacts(trx, row);
    if (!("visit" in facts)) return facts;
    const { visit, lead } = facts;
    const { phoneNumber } = await getSiteSettings(trx);
    return {
      lead,
      facts: { lead: facts.standing, visit: { ...facts.window, needsWindow: true } },
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
