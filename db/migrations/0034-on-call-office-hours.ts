import type { Kysely } from "kysely";

/**
 * The on-call phone's office hours (issue #43), as the owner sets them in Settings → Texts:
 * the ISO weekdays ("1,2,3,4,5"), and the hours ("07:00", "18:00", Waco time) in which
 * ordinary leads and customers' texts also text the on-call phone. Null: the site's
 * published opening hours (app/content/business.ts).
 */
export async function up(db: Kysely<unknown>) {
  for (const column of ["office_days", "office_opens", "office_closes"]) {
    await db.schema.alterTable("text_settings").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const column of ["office_closes", "office_opens", "office_days"]) {
    await db.schema.alterTable("text_settings").dropColumn(column).execute();
  }
}
