import { type Kysely, sql } from "kysely";

/**
 * Follow-ups, finished jobs and review requests (issue #35). A lead's follow-up
 * is a Waco calendar date (YYYY-MM-DD) with an optional reason; its reminder
 * row (one per lead and date) makes a second reminder for the same day
 * impossible. A lead has at most one review request; the stamps on it say how
 * far it went, and each is written once. Unsubscribes are kept by address.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("leads").addColumn("follow_up_on", "text").execute();
  await db.schema.alterTable("leads").addColumn("follow_up_reason", "text").execute();
  await db.schema.alterTable("leads").addColumn("job_done_on", "text").execute();
  await sql`create index leads_follow_up_on on leads (follow_up_on) where follow_up_on is not null`.execute(db);

  await db.schema
    .createTable("follow_up_reminders")
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("follow_up_on", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("follow_up_reminders_pk", ["lead_id", "follow_up_on"])
    .execute();

  await db.schema
    .createTable("review_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("is_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("google_review_url", "text")
    .addColumn("other_review_name", "text")
    .addColumn("other_review_url", "text")
    .addColumn("private_feedback_email", "text")
    .addColumn("monthly_goal", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into review_settings (id) values (1)`.execute(db);

  await db.schema
    .createTable("review_requests")
    .addColumn("lead_id", "integer", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("send_at", "text", (col) => col.notNull())
    .addColumn("requested_at", "text")
    .addColumn("reminded_at", "text")
    .addColumn("clicked_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("review_requests_send_at").on("review_requests").column("send_at").execute();

  await sql`create table email_unsubscribes (
    email text primary key collate nocase,
    created_at text not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("email_unsubscribes").execute();
  await db.schema.dropTable("review_requests").execute();
  await db.schema.dropTable("review_settings").execute();
  await db.schema.dropTable("follow_up_reminders").execute();
  await db.schema.dropIndex("leads_follow_up_on").execute();
  await db.schema.alterTable("leads").dropColumn("job_done_on").execute();
  await db.schema.alterTable("leads").dropColumn("follow_up_reason").execute();
  await db.schema.alterTable("leads").dropColumn("follow_up_on").execute();
}
