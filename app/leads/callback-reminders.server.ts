import { db } from "~/platform/db.server";
import { callbackDueAt } from "./business-time";
import { renderReminderEmail } from "./lead-email.server";
import { kickOutboxWorker } from "./outbox-worker.server";

/**
 * A lead already late by more than this when the sweep first sees it (the
 * server was off for days, or leads older than reminders) gets no email: it
 * still shows as Overdue, but staff are not flooded with stale reminders.
 */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** The sweep runs at least this often, and sooner when a lead falls due earlier. */
const MAX_WAIT_MS = 60_000;
const BATCH_SIZE = 500;
/** After a new lead the sweep runs within this time: once however many leads arrive meanwhile. */
const NEW_LEAD_SWEEP_MS = 1_000;

/**
 * Gives a call-back time to leads stored without one (written by scripts, or
 * before this existed), in small transactions so requests are never held up.
 */
export async function fillMissingDueTimes(callbackMinutes: number) {
  let filled = 0;
  for (;;) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "createdAt", "service"])
      // The IN lets SQLite seek the (is_contacted, callback_due_at) index instead of reading every lead.
      .where("isContacted", "in", [0, 1])
      .where("callbackDueAt", "is", null)
      .limit(BATCH_SIZE)
      .execute();
    if (leads.length === 0) return filled;
    await db.transaction().execute(async (trx) => {
      for (const lead of leads) {
        const dueAt = callbackDueAt(new Date(lead.createdAt), lead.service, callbackMinutes).toISOString();
        await trx.updateTable("leads").set({ callbackDueAt: dueAt }).where("id", "=", lead.id).execute();
      }
    });
    filled += leads.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Queues one reminder email per active notification address for every lead
 * that is overdue and has had no reminder. Each lead's reminder row and emails
 * are written in one transaction, and the row's primary key (one per lead)
 * makes a second reminder impossible, after a restart or from a second process.
 * Resolves to the number of emails queued.
 */
export async function queueDueReminders(options: { siteUrl: string; now?: Date }) {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom("leads")
    .select("id")
    .where("isContacted", "=", 0)
    .where("callbackDueAt", "<=", now.toISOString())
    .where("callbackDueAt", ">", new Date(now.getTime() - LOOKBACK_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("leadReminders").select("leadId").whereRef("leadReminders.leadId", "=", "leads.id"))),
    )
    .orderBy("callbackDueAt")
    .limit(BATCH_SIZE)
    .execute();

  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction().execute(async (trx) => {
      // Read again inside the transaction: staff may have called in the meantime.
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead || lead.isContacted || !lead.callbackDueAt) return 0;
      const reminder = await trx
        .insertInto("leadReminders")
        .values({ leadId: id, dueAt: lead.callbackDueAt, createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.column("leadId").doNothing())
        .returning("leadId")
        .executeTakeFirst();
      if (!reminder) return 0;

      const recipients = await trx.selectFrom("notificationEmails").select("email").where("isActive", "=", 1).execute();
      if (recipients.length === 0) return 0;
      const email = renderReminderEmail(lead, { siteUrl: options.siteUrl, dueAt: lead.callbackDueAt, now });
      await trx
        .insertInto("outbox")
        .values(
          recipients.map(({ email: recipient }) => ({
            leadId: id,
            kind: "reminder" as const,
            recipient,
            replyTo: lead.email,
            subject: email.subject,
            textBody: email.text,
            htmlBody: email.html,
            nextAttemptAt: now.toISOString(),
            createdAt: now.toISOString(),
          })),
        )
        .execute();
      return recipients.length;
    });
  }
  return queued;
}

/** The next moment a lead falls due, if any lead not yet contacted is still within its promise. */
async function nextDueAt(now: Date) {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.min("callbackDueAt").as("next"))
    .where("isContacted", "=", 0)
    .where("callbackDueAt", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : undefined;
}

interface ReminderOptions {
  callbackMinutes: number;
  siteUrl: string;
}

/**
 * The sweep: everything it needs is in the database, so a restart loses no
 * reminder and sends none twice; the timer only decides when to look.
 */
class CallbackReminders {
  private timer: NodeJS.Timeout | undefined;
  /** When the planned sweep runs. */
  private wakeAt = Number.POSITIVE_INFINITY;
  private leadArrivedDuringSweep = false;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;

  constructor(private readonly options: ReminderOptions) {}

  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.sweep()
      .catch((error) => console.error("Call-back reminders:", error))
      .finally(() => {
        this.running = null;
        if (this.runAgain) {
          this.runAgain = false;
          this.kick();
        }
      });
  }

  /**
   * A new lead may fall due before the planned sweep (a short promise), and
   * leads imported without a call-back time should get one soon: sweep within
   * a second, once for a burst of leads rather than once per lead.
   */
  leadArrived() {
    if (this.stopped) return;
    if (this.running) {
      this.leadArrivedDuringSweep = true;
      return;
    }
    if (this.wakeAt - Date.now() > NEW_LEAD_SWEEP_MS) this.planSweep(NEW_LEAD_SWEEP_MS);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async sweep() {
    try {
      await fillMissingDueTimes(this.options.callbackMinutes);
      const queued = await queueDueReminders({ siteUrl: this.options.siteUrl });
      if (queued > 0) kickOutboxWorker();
    } finally {
      await this.schedule();
    }
  }

  private async schedule() {
    if (this.stopped) return;
    const now = new Date();
    const next = await nextDueAt(now);
    let wait = next ? Math.min(MAX_WAIT_MS, Math.max(10, next.getTime() - now.getTime())) : MAX_WAIT_MS;
    if (this.leadArrivedDuringSweep) wait = Math.min(wait, NEW_LEAD_SWEEP_MS);
    this.leadArrivedDuringSweep = false;
    this.planSweep(wait);
  }

  private planSweep(waitMs: number) {
    clearTimeout(this.timer);
    this.wakeAt = Date.now() + waitMs;
    this.timer = setTimeout(() => this.kick(), waitMs);
    this.timer.unref();
  }
}

const current: { reminders: CallbackReminders | null } = { reminders: null };

export function startCallbackReminders(options: ReminderOptions) {
  current.reminders = new CallbackReminders(options);
  current.reminders.kick();
}

export async function stopCallbackReminders() {
  await current.reminders?.stop();
  current.reminders = null;
}

/** Called after a new lead is stored: its promise may run out before the next planned sweep. */
export function kickCallbackReminders() {
  current.reminders?.leadArrived();
}
