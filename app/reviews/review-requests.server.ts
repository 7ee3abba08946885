/**
 * The review engine (issue #35): every finished job with an email address gets
 * one request after REVIEW_DELAY_MINUTES and one reminder three days later
 * unless a link was clicked, never more, only between 9 a.m. and 7 p.m. Waco
 * time, never to an address that unsubscribed. Each stamp on the request row
 * is written once, in the transaction that queues its message in the outbox,
 * so a restart or a second process sends nothing twice.
 */
import { DateTime } from "luxon";

import type { Locale } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { visitorMessages } from "~/content/visitor-messages.server";
import { isUnsubscribed } from "~/leads/email-unsubscribes.server";
import { wacoDate } from "~/leads/follow-up";
import { webhooks } from "~/leads/lead-notifications.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { kickJob, startJob } from "~/platform/jobs.server";
import { enqueueMessages, type QueuedMessage } from "~/platform/messages/outbox.server";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import { renderReviewEmail } from "./review-email.server";
import { clickToken, unsubscribeToken } from "./review-links.server";
import { getReviewSettings } from "./review-settings.server";
import { inSendingWindow, nextSendingTime, REMINDER_AFTER_DAYS, reminderSendAt, requestSendAt } from "./review-window";

const REVIEWS_JOB = "Review requests";
const MAX_WAIT_MS = 60_000;
/** Jobs finished longer ago than this when requests are turned on (or the server was off) are not asked. */
const RECENT_JOB_DAYS = 14;
const BATCH_SIZE = 200;

type Executor = Parameters<typeof getLeadRecipients>[0];
type Settings = Awaited<ReturnType<typeof getReviewSettings>>;

/** Gives every recently finished job with an email address its request, timed after the delay. */
async function scheduleRequests(now: Date) {
  const since = DateTime.fromISO(wacoDate(now)).minus({ days: RECENT_JOB_DAYS }).toISODate()!;
  const leads = await db
    .selectFrom("leads")
    .select(["id", "email"])
    .where("jobDoneOn", ">=", since)
    .where("outcome", "=", "won")
    .where("email", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("reviewRequests").select("leadId").whereRef("reviewRequests.leadId", "=", "leads.id"))),
    )
    .limit(BATCH_SIZE)
    .execute();
  const sendAt = requestSendAt(now, getEnv().REVIEW_DELAY_MINUTES).toISOString();
  for (const lead of leads) {
    await db
      .insertInto("reviewRequests")
      .values({ leadId: lead.id, email: lead.email!, sendAt, createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

function links(leadId: number, email: string, language: Locale, settings: Settings) {
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
    unsubscribe: `${siteUrl}${visitorPagePath("/unsubscribe", unsubscribeToken(leadId, email), language)}`,
  };
}

/**
 * Stamps `column` on one request (only if still unstamped, and for a reminder
 * only if not clicked) and queues its email, in one transaction. Resolves to
 * the number of messages queued.
 */
async function sendOne(leadId: number, kind: "request" | "reminder", settings: Settings, now: Date) {
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom("reviewRequests").selectAll().where("leadId", "=", leadId).executeTakeFirst();
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!request || !lead?.jobDoneOn || (await isUnsubscribed(request.email, trx))) return 0;
    const column = kind === "request" ? "requestedAt" : "remindedAt";
    let stamp = trx.updateTable("reviewRequests").set(column, now.toISOString()).where("leadId", "=", leadId);
    stamp = stamp.where(column, "is", null);
    if (kind === "reminder") stamp = stamp.where("clickedAt", "is", null);
    if (!Number((await stamp.executeTakeFirst()).numUpdatedRows)) return 0;
    const emailLinks = links(leadId, request.email, lead.language, settings);
    const email = renderReviewEmail(lead, emailLinks, kind === "reminder");
    const unsubscribe = emailLinks.unsubscribe;
    const messages: QueuedMessage[] = [
      {
        channel: "email",
        kind: kind === "request" ? "review-request" : "review-reminder",
        leadId,
        to: request.email,
        replyTo: settings.privateFeedbackEmail ?? (await firstOfficeAddress(trx)),
        ...email,
        // One-click unsubscribe (RFC 8058): mail apps show their own button, which posts to the same link.
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
    ];
    if (kind === "request")
      messages.push(...webhooks("review.requested", lead, getEnv().SITE_URL, now, { jobDoneOn: lead.jobDoneOn }));
    return enqueueMessages(trx, messages, now);
  });
}

async function firstOfficeAddress(trx: Executor) {
  return (await getLeadRecipients(trx)).emails[0] ?? null;
}

/**
 * One sweep: schedules requests for finished jobs, then, within the sending
 * hours, sends the requests and reminders that are due. Resolves to the
 * number of messages queued.
 */
export async function sendDueReviewMessages(now = new Date()) {
  const settings = await getReviewSettings();
  if (!settings.isEnabled || !settings.googleReviewUrl) return 0;
  await scheduleRequests(now);
  if (!inSendingWindow(now)) return 0;
  const nowIso = now.toISOString();
  const remindBefore = DateTime.fromJSDate(now).minus({ days: REMINDER_AFTER_DAYS }).toJSDate().toISOString();
  const [requests, reminders] = await Promise.all([
    db
      .selectFrom("reviewRequests")
      .select("leadId")
      .where("requestedAt", "is", null)
      .where("sendAt", "<=", nowIso)
      .limit(BATCH_SIZE)
      .execute(),
    db
      .selectFrom("reviewRequests")
      .select("leadId")
      .where("requestedAt", "<=", remindBefore)
      .where("remindedAt", "is", null)
      .where("clickedAt", "is", null)
      .limit(BATCH_SIZE)
      .execute(),
  ]);
  let queued = 0;
  for (const { leadId } of requests) queued += await sendOne(leadId, "request", settings, now);
  for (const { leadId } of reminders) queued += await sendOne(leadId, "reminder", settings, now);
  return queued;
}

/** The wait until the next request or reminder may go, at most MAX_WAIT_MS. */
async function nextWaitMs(now: Date, executor = db) {
  const row = await executor
    .selectFrom("reviewRequests")
    .select((eb) => [
      eb.fn.min("sendAt").filterWhere("requestedAt", "is", null).as("nextRequest"),
      eb.fn
        .min("requestedAt")
        .filterWhere("remindedAt", "is", null)
        .filterWhere("clickedAt", "is", null)
        .as("nextReminded"),
    ])
    .executeTakeFirst();
  const times = [
    row?.nextRequest ? nextSendingTime(new Date(row.nextRequest)) : undefined,
    row?.nextReminded ? reminderSendAt(new Date(row.nextReminded)) : undefined,
  ].filter((at): at is Date => at !== undefined && at > now);
  if (times.length === 0) return MAX_WAIT_MS;
  const next = Math.min(...times.map((at) => at.getTime()));
  return Math.max(10, Math.min(MAX_WAIT_MS, next - now.getTime()));
}

export function startReviewRequests() {
  startJob({
    name: REVIEWS_JOB,
    run: async () => {
      await sendDueReviewMessages();
      return nextWaitMs(new Date());
    },
    everyMs: MAX_WAIT_MS,
  });
}

/** After Job done or a change of settings: the sweep schedules the request within a second. */
export function kickReviewRequests() {
  kickJob(REVIEWS_JOB, 1_000);
}
