import { type Kysely, sql } from "kysely";

/**
 * Won values, job values and the CSV export are the owner's (issue #42, decision 073): a staff
 * account sees counts unless the owner shares them (Settings).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("site_settings")
    .addColumn("share_money", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`share_money in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("site_settings").dropColumn("share_money").execute();
}
