import { db } from "~/platform/db.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Carriers' final word that a text did not arrive (the status callback). */
const NOT_DELIVERED = ["undelivered", "failed"];

/**
 * Whether texts are getting through, for Settings, Home and /healthz/notifications: configured
 * or not, the last one the provider took, and those that failed (the provider refused them, or
 * the carrier did not deliver them) in the past week, with the latest reason. Counts and times only.
 */
export async function getTextsHealth(now = new Date(), executor = db) {
  const provider = getTextProvider();
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const texts = executor.selectFrom("outbox").where("channel", "=", "text");
  const failed = (query: typeof texts) =>
    query.where((eb) => eb.or([eb("status", "=", "failed"), eb("deliveryStatus", "in", NOT_DELIVERED)]));
  const [last, waiting, failures, latestFailure] = await Promise.all([
    texts
      .select((eb) => eb.fn.max("sentAt").as("at"))
      .where("status", "=", "sent")
      .executeTakeFirstOrThrow(),
    texts
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirstOrThrow(),
    failed(texts)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("createdAt", ">=", since)
      .executeTakeFirstOrThrow(),
    failed(texts).select(["lastError", "lastAttemptAt", "createdAt"]).orderBy("id", "desc").limit(1).executeTakeFirst(),
  ]);
  return {
    configured: provider !== undefined,
    provider: provider?.name ?? null,
    from: provider?.from ?? null,
    lastSentAt: last.at,
    waiting: Number(waiting.count),
    failedThisWeek: Number(failures.count),
    lastFailure: latestFailure
      ? {
          at: latestFailure.lastAttemptAt ?? latestFailure.createdAt,
          reason: latestFailure.lastError ?? "The carrier did not deliver it",
        }
      : null,
  };
}

export type TextsHealth = Awaited<ReturnType<typeof getTextsHealth>>;
