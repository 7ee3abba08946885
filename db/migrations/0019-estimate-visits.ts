import { type Kysely, sql } from "kysely";

/**
 * Estimate visits (issue #34): the owner's availability rules (one row, JSON the app
 * validates), the visits themselves, the staff digests already queued, and each staff
 * account's calendar feed. A window can never hold more visits than it has places: each
 * booked visit takes a numbered place, and a partial unique index refuses a second visit
 * in the same place (app/visits/booking.server.ts). A lead has at most one booked visit.
 * Invitations ride on emails: the outbox keeps the iCalendar part beside the text.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("visit_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("rules", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  await db.schema
    .createTable("visits")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("uid", "text", (col) => col.notNull().unique())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("starts", "text", (col) => col.notNull())
    .addColumn("ends", "text", (col) => col.notNull())
    .addColumn("place", "integer", (col) => col.notNull())
    .addColumn("staff_user_id", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("booked"))
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("booked_by", "text", (col) => col.notNull())
    .addColumn("reminded_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await sql`create unique index visits_one_per_place on visits (date, starts, place) where status = 'booked'`.execute(
    db,
  );
  await sql`create unique index visits_one_per_lead on visits (lead_id) where status = 'booked'`.execute(db);
  await sql`create index visits_by_day on visits (date, starts) where status = 'booked'`.execute(db);

  await db.schema
    .createTable("visit_digests")
    .addColumn("staff_user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("visit_digests_pk", ["staff_user_id", "date"])
    .execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("staff_user_id", "integer", (col) => col.primaryKey().references("staff_users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema.alterTable("outbox").addColumn("calendar", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("outbox").dropColumn("calendar").execute();
  for (const table of ["calendar_feeds", "visit_digests", "visits", "visit_settings"]) {
    await db.schema.dropTable(table).execute();
  }
}
