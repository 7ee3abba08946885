import { db } from "../db.server";
import { errorText } from "../error-text";
import { startJob } from "../jobs.server";
import { retryDelayMs } from "../retry-delay";
import { servingRequests } from "../visitor-activity.server";
import { channelFor, channelNames, closeChannels, type OutboxRow as Row, registerChannel } from "./channels.server";
import { emailChannel, type EmailChannelOptions } from "./email-channel.server";
import { OUTBOX_JOB } from "./outbox.server";
import { dispatchDueMessages, nextScheduledAt } from "./scheduled.server";
import { textChannel } from "./text-channel.server";
import { type TextProvider, TextRefused } from "./text-provider";
import { webhookChannel } from "./webhooks.server";

export interface OutboxWorkerOptions extends EmailChannelOptions {
  /** Signs webhooks (Standard Webhooks, `whsec_…`). */
  webhookSecret: string;
  /** How long a webhook receiver has to answer (LEAD_WEBHOOK_TIMEOUT_SECONDS). */
  webhookTimeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** Sends texts; undefined while texts are off. */
  textProvider?: TextProvider;
  /** Where the provider reports each text's delivery. */
  textStatusUrl?: string;
  /** How often due retries are looked for, besides the kick after each new message. */
  pollMs?: number;
}

const BATCH_SIZE = 10;
/** Caps sending near 100 messages/s while visitors are being served, so a burst keeps the CPU for them. */
const BATCH_PAUSE_MS = 100;

/**
 * Sends every queued message through its channel (channels.server.ts), after turning the
 * scheduled messages that are due into queued ones (scheduled.server.ts). A message is claimed (status `sending`) before it is sent and marked
 * sent after, so one process never sends it twice; when the database can't
 * take that bookkeeping (a full disk), the worker keeps the result in memory,
 * backs off and records it later instead of sending again.
 */
class OutboxWorker {
  /** Sent (or failed) messages whose result the database has not taken yet. */
  private unrecorded = new Map<number, () => Promise<void>>();
  /** The database refused the worker's last write (and said so in the log). */
  private databaseRefusing = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  /** One run: resolves to the wait before the next. */
  async run(): Promise<number> {
    if (!(await this.recordPending())) return this.options.retryBaseMs;
    try {
      await dispatchDueMessages(new Date());
    } catch (error) {
      console.error(`Scheduled messages: ${errorText(error)}`);
    }
    for (;;) {
      const now = new Date().toISOString();
      const due = await db
        .selectFrom("outbox")
        .selectAll()
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", now)
        // A row of a channel not registered (a text channel turned off) waits for it, never fails.
        .where("channel", "in", channelNames())
        .orderBy("nextAttemptAt")
        .limit(BATCH_SIZE)
        .execute();
      if (due.length === 0) return this.waitForNextDue();
      try {
        await db
          .updateTable("outbox")
          .set({ status: "sending", lastAttemptAt: now })
          .where(
            "id",
            "in",
            due.map((row) => row.id),
          )
          .execute();
      } catch (error) {
        this.refusedWrite(`cannot claim messages, sending none until the database takes writes: ${errorText(error)}`);
        return this.options.retryBaseMs;
      }
      this.tookWrite();
      await Promise.all(due.map((row) => this.deliver(row)));
      if (!(await this.recordPending())) return this.options.retryBaseMs;
      // With nobody asking, a backlog goes at full speed (still yielding between batches).
      await new Promise((resolve) => setTimeout(resolve, servingRequests() ? BATCH_PAUSE_MS : 0));
    }
  }

  private async waitForNextDue() {
    const next = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("nextAttemptAt").as("at"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    const pollMs = this.options.pollMs ?? Math.min(5_000, this.options.retryBaseMs);
    const scheduled = await nextScheduledAt();
    const at = [next?.at, scheduled].filter((time): time is string => Boolean(time)).sort()[0];
    return at ? Math.min(pollMs, Math.max(10, new Date(at).getTime() - Date.now())) : pollMs;
  }

  private async deliver(row: Row) {
    const attempts = row.attempts + 1;
    try {
      await this.send(row);
      this.unrecorded.set(row.id, () => this.markSent(row, attempts));
    } catch (error) {
      // The provider refused this text itself (a bad or opted-out number): no retry can help.
      const giveUp = attempts >= this.options.maxAttempts || error instanceof TextRefused;
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, this.options.retryBaseMs)).toISOString();
      console.warn(
        `Outbox: ${row.channel} ${row.id} (${row.kind}) to ${shownRecipient(row)} failed (attempt ${attempts}): ${errorText(error)}` +
          (giveUp ? " — giving up" : ` — retrying at ${nextAttemptAt}`),
      );
      this.unrecorded.set(row.id, async () => {
        await db
          .updateTable("outbox")
          .set({ status: giveUp ? "failed" : "pending", attempts, lastError: errorText(error), nextAttemptAt })
          .where("id", "=", row.id)
          .execute();
      });
    }
  }

  private async send(row: Row) {
    const channel = channelFor(row.channel);
    if (!channel) throw new Error(`No channel "${row.channel}" is registered`);
    await channel.send(row);
  }

  /**
   * A message got through: the others waiting for the same destination (the
   * mail server, or one webhook URL) were parked by the outage, so they go now.
   */
  private async markSent(row: Row, attempts: number) {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("outbox")
        .set({ status: "sent", attempts, sentAt: now, lastError: null })
        .where("id", "=", row.id)
        .execute();
      let parked = trx
        .updateTable("outbox")
        .set({ nextAttemptAt: now })
        .where("status", "=", "pending")
        .where("nextAttemptAt", ">", now)
        .where("channel", "=", row.channel);
      if (channelFor(row.channel)?.outageScope === "recipient") parked = parked.where("recipient", "=", row.recipient);
      await parked.execute();
    });
  }

  /** Writes the results the database could not take before; false while it still can't. */
  private async recordPending() {
    for (const [id, record] of this.unrecorded) {
      try {
        await record();
        this.unrecorded.delete(id);
        this.tookWrite();
      } catch (error) {
        this.refusedWrite(`cannot record the result of message ${id}, will not send it again: ${errorText(error)}`);
        return false;
      }
    }
    return true;
  }

  /** A full disk is said once, not on every poll, until the database takes a write again. */
  private refusedWrite(message: string) {
    if (!this.databaseRefusing) console.error(`Outbox: ${message}`);
    this.databaseRefusing = true;
  }

  private tookWrite() {
    if (this.databaseRefusing) console.log("Outbox: the database takes writes again");
    this.databaseRefusing = false;
  }
}

/** An email's address, or a webhook's host only (its URL is a secret). */
function shownRecipient(row: Pick<Row, "channel" | "recipient">) {
  return channelFor(row.channel)?.shownRecipient?.(row.recipient) ?? row.recipient;
}

/**
 * Starts delivering. A message left `sending` by a process that died mid-send
 * goes out again: delivery is at least once (webhook receivers drop repeats by
 * `webhook-id`, mail clients by Message-ID).
 */
export async function startOutboxWorker(options: OutboxWorkerOptions) {
  await db.updateTable("outbox").set({ status: "pending" }).where("status", "=", "sending").execute();
  registerChannel("email", emailChannel(options));
  registerChannel("webhook", webhookChannel(options.webhookSecret, options.webhookTimeoutMs));
  registerChannel("text", textChannel(options.textProvider, options.textStatusUrl ?? ""));
  const worker = new OutboxWorker(options);
  startJob({
    name: OUTBOX_JOB,
    run: () => worker.run(),
    everyMs: options.pollMs ?? Math.min(5_000, options.retryBaseMs),
    onStop: closeChannels,
  });
}
