/**
 * The review engine (issue #35), as two message kinds of the scheduled-message core: every
 * finished job with an email address gets one request REVIEW_DELAY_MINUTES after Job done
 * and one reminder three days later unless a link was clicked, never more; one who agreed to
 * texts also gets the request by text when the owner turned that on (review-text.server.ts). The contact
 * policy decides when each is due: only while the lead is Won with its job-done day, only
 * between 9 a.m. and 7 p.m. Waco time, never to a mailbox that unsubscribed. The review row
 * keeps when each went, for the lead page, the API and the dashboard.
 */
import { DateTime } from "luxon";

import type { Locale } from "~/content/locale";
import { visitorMessages } from "~/content/visitor-messages.server";
import { customerMailboxesOfLead } from "~/customers/customer-record.server";
import { wacoDate } from "~/leads/follow-up";
import { leadStanding } from "~/leads/lead-standing";
import { answerable } from "~/leads/messages/customer-email.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, type MessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import { customerAskedWithinYear, recordReviewRequested } from "./review-asked.server";
import { renderReviewEmail } from "./review-email.server";
import { clickToken } from "./review-links.server";
import { getReviewSettings } from "./review-settings.server";
import { reviewsByText, scheduleReviewText } from "./review-text.server";
import { reminderSendAt, requestSendAt } from "./review-window";

/** Jobs finished longer ago than this when requests are turned on are not asked. */
const RECENT_JOB_DAYS = 14;
const BATCH_SIZE = 200;

const REVIEW_REQUEST = "review-request";
const REVIEW_REMINDER = "review-reminder";

type Settings = Awaited<ReturnType<typeof getReviewSettings>>;

function links(leadId: number, language: Locale, settings: Settings, unsubscribe: string) {
  const { SITE_URL: siteUrl } = getEnv();
  const privatelySubject = visitorMessages[language].review.privatelySubject;
  return {
    google: `${siteUrl}/r/${clickToken(leadId, "google")}`,
    other: settings.otherReviewName
      ? { name: settings.otherReviewName, href: `${siteUrl}/r/${clickToken(leadId, "other")}` }
      : undefined,
    privately: settings.privateFeedbackEmail
      ? `mailto:${settings.privateFeedbackEmail}?subject=${encodeURIComponent(privatelySubject)}`
      : undefined,
    unsubscribe,
  };
}

function reviewKind(kind: typeof REVIEW_REQUEST | typeof REVIEW_REMINDER): MessageKind {
  const reminder = kind === REVIEW_REMINDER;
  return {
    kind,
    label: reminder ? "Review reminder" : "Review request",
    audience: "customer",
    prepare: async (trx, row, now) => {
      const settings = await getReviewSettings(trx);
      if (!settings.isEnabled || !settings.googleReviewUrl) return { hold: "review requests are off (Settings)" };
      const request = await trx
        .selectFrom("reviewRequests")
        .selectAll()
        .where("leadId", "=", row.leadId!)
        .executeTakeFirst();
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
      if (!request || !lead) return { drop: "the job is gone" };
      const to = request.email;
      if (!to) return { drop: "no email address (the request goes by text)" };
      if (reminder && request.clickedAt) return { drop: "a review link was clicked" };
      const asked = reminder ? undefined : await customerAskedWithinYear(trx, lead, now);
      if (asked) return { hold: `this customer was asked for a review on ${asked.slice(0, 10)} (one a year)` };
      const extras = await answerable(trx, lead, to, settings.privateFeedbackEmail);
      const email = renderReviewEmail(lead, links(lead.id, lead.language, settings, extras.unsubscribe), reminder);
      return {
        to,
        customerMailboxes: await customerMailboxesOfLead(lead.id, trx),
        facts: { lead: leadStanding(lead), needsJobDone: true },
        render: () => [extras.emailRow(kind, email)],
        afterSend: async () => {
          if (reminder) {
            await trx
              .updateTable("reviewRequests")
              .set({ remindedAt: now.toISOString() })
              .where("leadId", "=", lead.id)
              .execute();
            return;
          }
          await recordReviewRequested(trx, lead, now);
          await scheduleMessage(
            trx,
            {
              kind: REVIEW_REMINDER,
              key: `${REVIEW_REMINDER}:${lead.id}`,
              at: reminderSendAt(now),
              leadId: lead.id,
              recipient: to,
            },
            now,
          );
        },
      };
    },
  };
}

defineMessageKind(reviewKind(REVIEW_REQUEST));
defineMessageKind(reviewKind(REVIEW_REMINDER));

/**
 * Schedules the request of every recently finished job that has none: by email to those with
 * an address and, when the owner turned it on (Settings → Texts), by text to those who agreed
 * to texts. After Job done, after the review or text settings change, and at start. Requests
 * are off: none.
 */
export async function scheduleReviewRequests(now = new Date()) {
  const settings = await getReviewSettings();
  if (!settings.isEnabled || !settings.googleReviewUrl) return;
  const byText = await reviewsByText();
  const since = DateTime.fromISO(wacoDate(now)).minus({ days: RECENT_JOB_DAYS }).toISODate()!;
  const leads = await db
    .selectFrom("leads")
    .select(["id", "email", "phone", "textConsentAt"])
    .where("jobDoneOn", ">=", since)
    .where("outcome", "=", "won")
    .where((eb) =>
      byText ? eb.or([eb("email", "is not", null), eb("textConsentAt", "is not", null)]) : eb("email", "is not", null),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("reviewRequests").select("leadId").whereRef("reviewRequests.leadId", "=", "leads.id"))),
    )
    .limit(BATCH_SIZE)
    .execute();
  const sendAt = requestSendAt(now, getEnv().REVIEW_DELAY_MINUTES);
  for (const lead of leads) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("reviewRequests")
        .values({ leadId: lead.id, email: lead.email, sendAt: sendAt.toISOString(), createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      if (lead.email)
        await scheduleMessage(
          trx,
          {
            kind: REVIEW_REQUEST,
            key: `${REVIEW_REQUEST}:${lead.id}`,
            at: sendAt,
            leadId: lead.id,
            recipient: lead.email,
          },
          now,
        );
      if (byText) await scheduleReviewText(trx, lead, sendAt, now);
    });
  }
}

/**
 * Requests and reminders recorded before the scheduled-message core (migration 0026) get
 * their scheduled rows at start; the keys make this a no-op for the others.
 */
export async function scheduleOpenReviewMessages(now = new Date()) {
  const open = await db
    .selectFrom("reviewRequests")
    .selectAll()
    // A request by text alone has no email to send, and the text was never from before the core.
    .where("email", "is not", null)
    .where((eb) =>
      eb.or([eb("requestedAt", "is", null), eb.and([eb("remindedAt", "is", null), eb("clickedAt", "is", null)])]),
    )
    .where("createdAt", ">=", DateTime.fromJSDate(now).minus({ days: RECENT_JOB_DAYS }).toJSDate().toISOString())
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const request of open) {
      const reminder = request.requestedAt !== null;
      const kind = reminder ? REVIEW_REMINDER : REVIEW_REQUEST;
      await scheduleMessage(
        trx,
        {
          kind,
          key: `${kind}:${request.leadId}`,
          at: reminder ? reminderSendAt(new Date(request.requestedAt!)) : new Date(request.sendAt),
          leadId: request.leadId,
          recipient: request.email,
        },
        now,
      );
    }
  });
}
