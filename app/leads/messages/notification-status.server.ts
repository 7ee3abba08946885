import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { DateTime } from "luxon";
import { z } from "zod";

import { business } from "~/content/business";
import { db } from "~/platform/db.server";
import { getEnv, secretFile } from "~/platform/env.server";
import { retryUndelivered } from "~/platform/messages/outbox.server";
import { webhookHost } from "~/platform/messages/webhooks.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import { describeDeliveryError } from "./delivery-error";

/** Messages that tell staff about a lead: their delay is what a monitor watches. */
const LEAD_MESSAGE_KINDS = [
  "lead",
  "reminder",
  "office-digest",
  "lead.created",
  "lead.overdue",
  "on-call-alert",
  "text-notice",
];

/**
 * How lead messages are getting through, for /healthz/notifications and the
 * staff screens. "Failing" once any lead message has waited longer than
 * NOTIFY_ALERT_MINUTES (given up on ones included, until staff retry them).
 */
export async function getDeliveryHealth(now = new Date()) {
  const alertAfter = new Date(now.getTime() - getEnv().NOTIFY_ALERT_MINUTES * 60_000).toISOString();
  const [undelivered, delivered] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.count<number>(eb.case().when("status", "!=", "failed").then(1).end()).as("pending"),
        eb.fn.min("createdAt").as("oldest"),
      ])
      .where("status", "in", ["pending", "sending", "failed"])
      .where("kind", "in", LEAD_MESSAGE_KINDS)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.max("sentAt").as("at"))
      .where("status", "=", "sent")
      .where("kind", "in", LEAD_MESSAGE_KINDS)
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = undelivered.oldest;
  const failing = oldest !== null && oldest <= alertAfter;
  return {
    status: failing ? ("failing" as const) : ("ok" as const),
    pending: Number(undelivered.pending),
    oldestPendingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)) : 0,
    lastDeliveredAt: delivered.at,
    ...(failing ? { failingSince: oldest } : {}),
  };
}

/**
 * The alert every staff screen shows while lead messages are stuck past
 * NOTIFY_ALERT_MINUTES: which channels (email, webhook) and since when.
 * Null while they get through.
 */
export async function getDeliveryAlert(now = new Date()) {
  const alertAfter = new Date(now.getTime() - getEnv().NOTIFY_ALERT_MINUTES * 60_000).toISOString();
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["channel", eb.fn.min<string>("createdAt").as("since")])
    .where("status", "in", ["pending", "sending", "failed"])
    .where("kind", "in", LEAD_MESSAGE_KINDS)
    .where("createdAt", "<=", alertAfter)
    .groupBy("channel")
    .execute();
  if (rows.length === 0) return null;
  return {
    channels: rows.map((row) => row.channel).sort(),
    since: rows.map((row) => row.since).sort()[0]!,
  };
}

export type DeliveryAlert = NonNullable<Awaited<ReturnType<typeof getDeliveryAlert>>>;

/** The staff screens' panel: the health above, today's deliveries, the last error and who is told. */
export async function getNotificationPanel(now = new Date()) {
  const startOfToday = DateTime.fromJSDate(now).setZone(business.timeZone).startOf("day").toUTC().toISO()!;
  const [health, today, lastFailure, recipients] = await Promise.all([
    getDeliveryHealth(now),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "sent")
      .where("sentAt", ">=", startOfToday)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select(["lastError", "lastAttemptAt", "channel"])
      .where("status", "in", ["pending", "failed"])
      .where("lastError", "is not", null)
      .orderBy("lastAttemptAt", "desc")
      .limit(1)
      .executeTakeFirst(),
    getLeadRecipients(),
  ]);
  return {
    ...health,
    deliveredToday: Number(today.count),
    /** In plain words: the raw error stays in the log and the outbox. */
    lastError: lastFailure ? describeDeliveryError(lastFailure.lastError, lastFailure.channel) : null,
    recipients: recipients.emails,
    fallback: recipients.fallback,
  };
}

export type NotificationPanel = Awaited<ReturnType<typeof getNotificationPanel>>;

/** The start-up log: who hears about leads, and how; one line each, every one containing "notif". */
export async function describeLeadNotifications(mailer: string) {
  const { LEAD_WEBHOOK_URLS: webhooks, DATA_DIR } = getEnv();
  const { emails, fallback } = await getLeadRecipients();
  const lines = [
    emails.length === 0
      ? "Lead notifications go NOWHERE: no notification address is active and there is no staff account. " +
        "Set NOTIFY_EMAILS, or create a staff account and add an address in Settings."
      : fallback
        ? `Lead notifications: no notification address is active, so they go to every staff account: ${emails.join(", ")} (${mailer})`
        : `Lead notifications: ${emails.join(", ")} (${mailer})`,
  ];
  if (webhooks.length > 0) {
    lines.push(
      `Lead notification webhooks to ${webhooks.map(webhookHost).join(", ")} (signed with LEAD_WEBHOOK_SECRET, or the one generated in ${secretFile(DATA_DIR, "webhook-secret")})`,
    );
  }
  for (const url of webhooks) {
    const { protocol, hostname } = new URL(url);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(hostname) || hostname.startsWith("127.");
    if (protocol !== "https:" && !loopback) {
      lines.push(
        `Warning: lead notification webhook to ${webhookHost(url)} is not HTTPS: customers' details would cross the network unencrypted.`,
      );
    }
  }
  return lines;
}

export const retryNotificationsSchema = z.object({ intent: z.literal("retry-all-notifications") });

/** "Retry all" (a signed-in staff member's form): every waiting or failed message goes out now; back to the same page. */
export async function retryLeadNotifications(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: retryNotificationsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const count = await retryUndelivered();
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirectWithToast(`${url.pathname}${url.search}`, {
    title: count ? `Sending ${count} message${count === 1 ? "" : "s"} again` : "Nothing to retry",
    description: "The panel shows whether they get through.",
  });
}
