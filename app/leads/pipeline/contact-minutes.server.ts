import { callbackMinutesElapsed } from "~/clock/business-time";
import { db } from "~/platform/db.server";
import { startJob } from "~/platform/jobs.server";

const BATCH_SIZE = 500;

/**
 * Works out the business minutes from arrival to first contact (every minute for emergencies)
 * of the contacted leads that have none yet: leads contacted since the last read, written by a
 * script or a restore, or whose times changed (migration 0040 clears them then). A batch at a
 * time, so requests are never held up long.
 */
export async function fillContactMinutes() {
  for (;;) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "createdAt", "contactedAt", "service"])
      .where("contactMinutes", "is", null)
      .where("isContacted", "=", 1)
      .where("contactedAt", "is not", null)
      .limit(BATCH_SIZE)
      .execute();
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
  const period = db
    .selectFrom("leads")
    .where("createdAt", ">=", since)
    .where("createdAt", "<", until)
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
