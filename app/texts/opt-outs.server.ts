import type { Kysely } from "kysely";

import type { Database } from "~/platform/db.server";

/** Records an opt-out at once; false when the number had already opted out (it is confirmed only once). */
export async function recordOptOut(trx: Kysely<Database>, phone: string, word: string, now: Date) {
  const result = await trx
    .insertInto("textOptOuts")
    .values({ phone, word: word.trim().slice(0, 40), optedOutAt: now.toISOString() })
    .onConflict((oc) => oc.column("phone").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) > 0;
}

/** START after STOP: texts may go again; false when the number had not opted out. */
export async function removeOptOut(trx: Kysely<Database>, phone: string) {
  const result = await trx.deleteFrom("textOptOuts").where("phone", "=", phone).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
