import type { Kysely } from "kysely";

import { db } from "~/platform/db.server";

import type { Database } from "../../db/schema";

/** The owner's review settings (a single row, migration 0020). */
export function getReviewSettings(executor: Kysely<Database> = db) {
  return executor.selectFrom("reviewSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}
