import { db } from "~/platform/db.server";
import { kickJob, startJob } from "~/platform/jobs.server";

import { callbackDueAt } from "./business-time";
import { queueOverdueMessages } from "./lead-notifications.server";

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
 * Queues the reminder (emails and `lead.overdue` webhooks) of every lead that
 * is overdue and has had none. Each lead's reminder row and messages are
 * written in one transaction, and the row's primary key (one per lead) makes a
 * second reminder impossible, after a restart or from a second process.
 * Resolves to the number of messages queued.
 */
export async function queueDueReminders(options: { now?: Date } = {}) {
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
      return queueOverdueMessages(trx, lead, lead.callbackDueAt, now);
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

const REMINDERS_JOB = "Call-back reminders";

/**
 * The sweep: everything it needs is in the database, so a restart loses no
 * reminder and sends none twice; the job runner only decides when to look.
 * Resolves to the wait until the next lead falls due.
 */
async function sweep(callbackMinutes: number) {
  await fillMissingDueTimes(callbackMinutes);
  await queueDueReminders();
  const now = new Date();
  const next = await nextDueAt(now);
  return next ? Math.max(10, next.getTime() - now.getTime()) : MAX_WAIT_MS;
}

export function startCallbackReminders(options: { callbackMinutes: number }) {
  startJob({ name: REMINDERS_JOB, run: () => sweep(options.callbackMinutes), everyMs: MAX_WAIT_MS });
}

/**
 * Called after a new lead is stored: a short promise may run out before the
 * planned sweep, and leads stored without a call-back time should get one soon.
 * The sweep runs within a second, once for a burst of leads.
 */
export function kickCallbackReminders() {
  kickJob(REMINDERS_JOB, NEW_LEAD_SWEEP_MS);
}
