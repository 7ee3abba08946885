import { type Kysely, sql } from "kysely";

/**
 * The language the visitor wrote in (issue #36): a request from a Spanish page is marked `es`, so
 * staff know to call in Spanish and every message to the visitor is in Spanish. Earlier leads are
 * English, as the site was. A notification address may take only the Spanish leads (someone who
 * speaks Spanish), on top of the addresses that take every lead.
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
  await db.schema
    .alterTable("notification_emails")
    .addColumn("spanish_only", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`spanish_only in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("notification_emails").dropColumn("spanish_only").execute();
  await db.schema.alterTable("leads").dropColumn("language").execute();
}
