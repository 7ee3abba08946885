import { type Kysely, sql } from "kysely";

/**
 * One outbox for every message: emails and webhooks share the queue, its
 * retries and its history on the lead's timeline.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("outbox")
    .addColumn("channel", "text", (col) => col.notNull().defaultTo("email"))
    .execute();
  // Extra email headers (JSON), e.g. an emergency's Importance.
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
  // Stable across retries: a webhook's `webhook-id`, an email's Message-ID.
  await db.schema.alterTable("outbox").addColumn("message_id", "text").execute();
  // Files the worker attaches when it sends (JSON references, resolved at send time).
  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  await sql`update outbox set kind = 'sign-in-alert' where lead_id is null`.execute(db);
  await db.schema.createIndex("outbox_status_sent_at").on("outbox").columns(["status", "sent_at"]).execute();

  await db.schema
    .alterTable("site_settings")
    .addColumn("send_confirmations", "integer", (col) => col.notNull().defaultTo(1))
    .execute();

  // One row the health check rewrites, to prove the database takes writes.
  await db.schema
    .createTable("health_checks")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("checked_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("health_checks").execute();
  await db.schema.alterTable("site_settings").dropColumn("send_confirmations").execute();
  await db.schema.dropIndex("outbox_status_sent_at").execute();
  await sql`update outbox set kind = 'lead' where kind = 'sign-in-alert'`.execute(db);
  for (const column of ["attachments", "message_id", "headers", "channel"]) {
    await db.schema.alterTable("outbox").dropColumn(column).execute();
  }
}
