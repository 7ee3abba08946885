import { db } from "~/platform/db.server";
import type { Mailer } from "~/platform/mailer.server";
import { retryDelayMs } from "./outbox-backoff";

interface WorkerOptions {
  mailer: Mailer;
  from: string;
  retryBaseMs: number;
  maxAttempts: number;
  /** How often due retries are looked for, besides the kick after each new lead. */
  pollMs?: number;
  batchSize?: number;
}

/**
 * Pause between batches: caps sending near 100 emails/s so a burst of requests
 * keeps the CPU; a real day brings a few dozen leads.
 */
const BATCH_PAUSE_MS = 100;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends queued notification emails in the background. Rows stay in SQLite
 * until sent, so pending ones are picked up again after a restart.
 */
export class OutboxWorker {
  private poller: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {}

  start() {
    this.stopped = false;
    const pollMs = this.options.pollMs ?? Math.min(5_000, this.options.retryBaseMs);
    this.poller = setInterval(() => this.kick(), pollMs);
    this.poller.unref();
    this.kick();
  }

  /** Looks for due messages now; calls during a run make it look once more afterwards. */
  kick() {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error) => console.error("Outbox worker:", error))
      .finally(() => {
        this.draining = null;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for messages being sent, so none is sent twice after a restart. */
  async stop() {
    this.stopped = true;
    clearInterval(this.poller);
    await this.draining;
    this.options.mailer.close();
  }

  private async drain() {
    while (!this.stopped) {
      const due = await db
        .selectFrom("outbox")
        .select(["id", "recipient", "replyTo", "subject", "textBody", "htmlBody", "attempts"])
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", new Date().toISOString())
        .orderBy("nextAttemptAt")
        .limit(this.options.batchSize ?? 10)
        .execute();
      if (due.length === 0) return;
      await Promise.all(due.map((message) => this.send(message)));
      await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
    }
  }

  private async send(message: {
    id: number;
    recipient: string;
    replyTo: string | null;
    subject: string;
    textBody: string;
    htmlBody: string;
    attempts: number;
  }) {
    const attempts = message.attempts + 1;
    const lastAttemptAt = new Date().toISOString();
    try {
      await this.options.mailer.send(
        {
          from: this.options.from,
          to: message.recipient,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        },
        message.id,
      );
      await db
        .updateTable("outbox")
        .set({
          status: "sent",
          attempts,
          lastAttemptAt,
          sentAt: new Date().toISOString(),
          lastError: null,
        })
        .where("id", "=", message.id)
        .execute();
    } catch (error) {
      const giveUp = attempts >= this.options.maxAttempts;
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, this.options.retryBaseMs)).toISOString();
      await db
        .updateTable("outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          lastAttemptAt,
          lastError: errorText(error),
          nextAttemptAt,
        })
        .where("id", "=", message.id)
        .execute();
      console.warn(
        `Notification email ${message.id} to ${message.recipient} failed (attempt ${attempts}): ${errorText(error)}` +
          (giveUp ? " — giving up" : ` — retrying at ${nextAttemptAt}`),
      );
    }
  }
}

const current: { worker: OutboxWorker | null } = { worker: null };

export function startOutboxWorker(options: WorkerOptions) {
  current.worker = new OutboxWorker(options);
  current.worker.start();
  return current.worker;
}

export async function stopOutboxWorker() {
  await current.worker?.stop();
  current.worker = null;
}

/** Called right after a lead is committed: the response never waits for the email. */
export function kickOutboxWorker() {
  current.worker?.kick();
}
