import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<unknown>) {
  // Staff sessions live here, so signing out or changing a password ends them at once.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("staff_user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(now))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("sessions_staff_user_id").on("sessions").column("staff_user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  // A lead whose spam-trap time stamp was missing or odd is kept, flagged for staff to judge.
  await db.schema
    .alterTable("leads")
    .addColumn("possible_spam", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("leads").dropColumn("possible_spam").execute();
  await db.schema.dropTable("sessions").execute();
}
