import { db } from "~/platform/db.server";

/** The owner's review settings (a single row, migration 0020). */
export function getReviewSettings() {
  return db.selectFrom("reviewSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}
