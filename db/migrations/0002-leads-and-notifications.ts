import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("address", "text")
    .addColumn("service", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .addColumn("is_contacted", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("contacted_at", "text")
    .addColumn("source_page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  await db.schema
    .createIndex("leads_contacted_created_at")
    .on("leads")
    .columns(["is_contacted", "created_at"])
    .execute();
  await db.schema.createIndex("leads_service_created_at").on("leads").columns(["service", "created_at"]).execute();
  await db.schema.createIndex("leads_phone_created_at").on("leads").columns(["phone", "created_at"]).execute();

  await db.schema
    .createTable("notification_emails")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("lead_source_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (col) => col.references("leads.id").onDelete("cascade"))
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("outbox_status_next_attempt")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_lead_id").on("outbox").column("lead_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("lead_source_settings").execute();
  await db.schema.dropTable("notification_emails").execute();
  await db.schema.dropTable("leads").execute();
}
