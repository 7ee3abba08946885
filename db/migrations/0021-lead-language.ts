import { type Kysely, sql } from "kysely";

/**
 * The language the visitor wrote in (issue #36): a request from a Spanish page is marked `es`, so
 * staff know to call in Spanish and every message to the visitor is in Spanish. Earlier leads are
 * English, as the site was.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("leads")
    .addColumn("language", "text", (column) =>
      column
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'es')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("leads").dropColumn("language").execute();
}
