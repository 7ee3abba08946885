import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Digits of the phone as stored. Phones are validated to digits, spaces and
 * ( ) + . - (spaces normalised on the way in), so dropping those leaves only
 * digits. Generated, so every writer (the app, scripts, imports) gets it and
 * existing leads have it at once; its index holds the values.
 */
const phoneDigits = [" ", "-", "(", ")", ".", "+"].reduce(
  (expression, char) => sql`replace(${expression}, ${sql.lit(char)}, '')`,
  sql`phone`,
);

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("leads")
    .addColumn("phone_digits", "text", (col) => col.generatedAlwaysAs(phoneDigits))
    .execute();
  await db.schema.createIndex("leads_phone_digits").on("leads").column("phone_digits").execute();

  // Filled when a lead arrives, and for older leads by the reminder sweep (it needs the business hours).
  await db.schema.alterTable("leads").addColumn("callback_due_at", "text").execute();
  await db.schema
    .createIndex("leads_contacted_callback_due_at")
    .on("leads")
    .columns(["is_contacted", "callback_due_at"])
    .execute();

  // What staff did to a lead: contacted / uncontacted and notes. Rows are only ever added.
  await db.schema
    .createTable("lead_events")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("staff_user_id", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    // Kept as written, so the timeline still names who did it after an account is removed.
    .addColumn("staff_email", "text")
    .addColumn("note", "text")
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("lead_events_lead_id").on("lead_events").columns(["lead_id", "id"]).execute();

  // One row per lead that became overdue: the primary key is what makes a second reminder impossible.
  await db.schema
    .createTable("lead_reminders")
    .addColumn("lead_id", "integer", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("due_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable("outbox")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("lead"))
    .execute();
  // When the worker last tried: a failed email's time on the lead's timeline.
  await db.schema.alterTable("outbox").addColumn("last_attempt_at", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("outbox").dropColumn("last_attempt_at").execute();
  await db.schema.alterTable("outbox").dropColumn("kind").execute();
  await db.schema.dropTable("lead_reminders").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropIndex("leads_contacted_callback_due_at").execute();
  await db.schema.alterTable("leads").dropColumn("callback_due_at").execute();
  await db.schema.dropIndex("leads_phone_digits").execute();
  await db.schema.alterTable("leads").dropColumn("phone_digits").execute();
}
