import type { Kysely } from "kysely";

import { customerMailboxesOfLead } from "~/customers/customer-record.server";
import { leadStanding } from "~/leads/lead-standing";
import { answerable } from "~/leads/messages/customer-email.server";
import { isEmailConfirmed } from "~/leads/messages/email-confirmation.server";
import { visitorLinkUrl } from "~/leads/messages/visitor-link.server";
import { getEnv } from "~/platform/env.server";
import type { NotReady } from "~/platform/messages/scheduled.server";

import type { Database, Lead, ScheduledMessage, Visit } from "../../db/schema";
import { slotInstant } from "./availability";

/** A visit and its lead, as a visit message reads them when it goes (null when either is gone). */
export async function readVisit(trx: Kysely<Database>, visitId: number) {
  const visit = await trx.selectFrom("visits").selectAll().where("id", "=", visitId).executeTakeFirst();
  const lead = visit && (await trx.selectFrom("leads").selectAll().where("id", "=", visit.leadId).executeTakeFirst());
  return visit && lead ? { visit, lead } : null;
}

// Typed as the core's NotReady, so callers tell it from the facts by `"visit" in facts`.
const notReady = (why: NotReady) => why;

/**
 * What every visit message to the visitor, email or text, reads when it goes (its row's `refId` is
 * the visit): the visit and its lead, and the contact policy's facts about the lead and the visit;
 * or why nothing goes.
 */
export async function visitMessageFacts(trx: Kysely<Database>, row: ScheduledMessage) {
  const found = await readVisit(trx, row.refId!);
  if (!found) return notReady({ drop: "the visit is gone" });
  const { visit, lead } = found;
  return {
    visit,
    lead,
    standing: leadStanding(lead),
    window: {
      booked: visit.status === "booked",
      startsAt: slotInstant(visit.date, visit.starts).toJSDate(),
      endsAt: slotInstant(visit.date, visit.ends).toJSDate(),
    },
  };
}

/**
 * A visit email's facts: the above, the address it goes to, what makes the email answerable
 * (Reply-To, Call, unsubscribe), the customer's other mailboxes (for consent) and whether the
 * visitor confirmed the address by its link; or why nothing goes.
 */
export async function visitEmailFacts(trx: Kysely<Database>, row: ScheduledMessage) {
  const facts = await visitMessageFacts(trx, row);
  if (!("visit" in facts)) return facts;
  const { lead } = facts;
  if (!lead.email) return notReady({ hold: "no email address" });
  const to = lead.email;
  return {
    ...facts,
    to,
    extras: await answerable(trx, lead, to),
    customerMailboxes: await customerMailboxesOfLead(lead.id, trx),
    emailConfirmed: await isEmailConfirmed(trx, lead),
  };
}

/**
 * The visitor's link in a visit's emails: their own page to move or cancel an estimate visit;
 * for a job visit, whose day the office sets, the call button's number.
 */
export const visitLinkOf = (visit: Visit, lead: Lead, callHref: string) =>
  visit.purpose === "job" ? callHref : visitorLinkUrl(getEnv().SITE_URL, lead);
