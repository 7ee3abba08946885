import { sql } from "kysely";

import { callbackMinutesElapsed } from "~/clock/business-time";
import { db } from "~/platform/db.server";
import { startJob } from "~/platform/jobs.server";

import type { Lead } from "../../../db/schema";

const BATCH_SIZE = 500;

/**
 * Works out the business minutes from arrival to first contact (every minute for emergencies)
 * of the contacted leads that have none yet: leads contacted since the last read, written by a
 * script or a restore, or whose times changed (migration 0040 clears them then). A batch at a
 * time, so requests are never held up long.
 */
export async function fillContactMinutes() {
  for (;;) {
    // Named: without statistics SQLite picks the index on is_contacted and reads every
    // contacted lead (30 ms of CPU at 100,000 leads) to find the few without minutes.
    const { rows: leads } = await sql<Pick<Lead, "id" | "createdAt" | "contactedAt" | "service">>`
      select id, created_at, contacted_at, service from leads indexed by leads_contact_minutes_missing
      where contact_minutes is null and is_contacted = 1 and contacted_at is not null
      limit ${BATCH_SIZE}`.execute(db);
    if (leads.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const lead of leads) {
        const minutes = callbackMinutesElapsed(new Date(lead.createdAt), lead.service, new Date(lead.contactedAt!));
        await trx.updateTable("leads").set({ contactMinutes: minutes }).where("id", "=", lead.id).execute();
      }
    });
    if (leads.length < BATCH_SIZE) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Works them out at start (a deploy, a restore) and every ten minutes, so that a read seldom has any to do. */
export function scheduleContactMinutes() {
  startJob({ name: "Minutes to first contact", everyMs: 10 * 60_000, run: fillContactMinutes });
}

/** The median of the minutes to first contact of the leads that arrived in [since, until), or null when none was contacted. */
export async function medianMinutesToContact(since: string, until: string) {
  await fillContactMinutes();
  // `+`: read in the minutes' order from their index (migration 0041), not sorted from the creation times' index.
  const createdAt = sql<string>`+created_at`;
  const period = db
    .selectFrom("leads")
    .where(createdAt, ">=", since)
    .where(createdAt, "<", until)
    .where("contactMinutes", "is not", null);
  const { count } = await period.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  if (count === 0) return null;
  const middle = await period
    .select("contactMinutes")
    .orderBy("contactMinutes")
    .limit(count % 2 ? 1 : 2)
    .offset(Math.floor((count - 1) / 2))
    .execute();
  return middle.reduce((sum, row) => sum + row.contactMinutes!, 0) / middle.length;
}
