/**
 * The review request by text (issue #43): beside the email, or alone for a customer who left
 * no address, when the owner turned it on (Settings → Texts) and the customer ticked "Text me
 * about my request". One text, no reminder. The core and the contact policy decide it when it
 * goes, as they do the email: only for a Job done (never a Lost lead), never after STOP or
 * BAJA, within the customer hours (Sunday from noon), once a year per customer. It carries the
 * email's tracked Google link (/r/…), so a click is recorded and stops the email's reminder.
 */
import type { Kysely } from "kysely";

import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { leadStanding } from "~/leads/lead-standing";
import { defineCustomerText, scheduleCustomerText, textableNumber } from "~/leads/messages/customer-texts.server";
import { type Database, db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { getTextSettings } from "~/staff/text-settings.server";

import type { Lead } from "../../db/schema";
import { customerAskedWithinYear, recordReviewRequested } from "./review-asked.server";
import { clickToken } from "./review-links.server";
import { getReviewSettings } from "./review-settings.server";

const REVIEW_REQUEST_TEXT = "review-request-text";

defineCustomerText({
  kind: REVIEW_REQUEST_TEXT,
  label: "Review request text",
  prepare: async (trx, row, now) => {
    const settings = await getReviewSettings(trx);
    if (!settings.isEnabled || !settings.googleReviewUrl) return { hold: "review requests are off (Settings)" };
    if (!(await getTextSettings(trx)).reviewRequestsByText)
      return { hold: "review requests by text are off (Settings → Texts)" };
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    const request = await trx
      .selectFrom("reviewRequests")
      .select("requestedAt")
      .where("leadId", "=", row.leadId!)
      .executeTakeFirst();
    if (!lead || !request) return { drop: "the job is gone" };
    const asked = await customerAskedWithinYear(trx, lead, now);
    if (asked) return { hold: `this customer was asked for a review on ${asked.slice(0, 10)} (one a year)` };
    return {
      lead,
      facts: { lead: leadStanding(lead), needsJobDone: true },
      body: fillText(visitorMessages[lead.language].text.review, {
        link: `${getEnv().SITE_URL}/r/${clickToken(lead.id, "google")}`,
      }),
      afterSend: () => recordReviewRequested(trx, lead, now),
    };
  },
});

/** Whether a finished job's review request also goes by text: texts on, the owner's word, the customer's consent. */
export async function reviewsByText(executor: Kysely<Database> = db) {
  return Boolean(getTextProvider()) && (await getTextSettings(executor)).reviewRequestsByText;
}

/** A finished job's review request by text, at the email's moment (once per lead). */
export function scheduleReviewText(
  trx: Kysely<Database>,
  lead: Pick<Lead, "id" | "textConsentAt" | "phone">,
  at: Date,
  now: Date,
) {
  if (!textableNumber(lead)) return Promise.resolve(0);
  return scheduleCustomerText(
    trx,
    lead,
    { kind: REVIEW_REQUEST_TEXT, key: `${REVIEW_REQUEST_TEXT}:${lead.id}`, at },
    now,
  );
}
