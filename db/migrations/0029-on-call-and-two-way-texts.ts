import { type Kysely, sql } from "kysely";

/**
 * The on-call phone and two-way texts (issue #43). `text_settings` (one row): the on-call
 * numbers as the owner set them (null: ON_CALL_PHONES), how often an unclaimed emergency's
 * alert repeats, whether ordinary leads text the on-call phone in office hours, and whether
 * review requests go by text. `on_call_claims`: who took an emergency, and how (the signed
 * link, a reply of "1", Mark contacted); one per lead.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("text_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("on_call_phones", "text")
    .addColumn("repeat_minutes", "integer", (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sql`repeat_minutes between 1 and 60`),
    )
    .addColumn("ordinary_leads_in_office_hours", "integer", (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`ordinary_leads_in_office_hours in (0, 1)`),
    )
    .addColumn("review_requests_by_text", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`review_requests_by_text in (0, 1)`),
    )
    .addColumn("updated_at", "text")
    .execute();
  await sql`insert into text_settings (id) values (1)`.execute(db);
  await db.schema
    .createTable("on_call_claims")
    .addColumn("lead_id", "integer", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("claimed_by", "text", (col) => col.notNull())
    .addColumn("claimed_via", "text", (col) => col.notNull())
    .addColumn("claimed_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("on_call_claims").execute();
  await db.schema.dropTable("text_settings").execute();
}
