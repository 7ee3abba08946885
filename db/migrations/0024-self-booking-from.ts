import { type Kysely, sql } from "kysely";

/**
 * Where each online booking came from (issue #41): `booked_from` is the visitor's client key
 * (their address, an IPv6 one by its /64: app/platform/http/client-address.ts), so self-bookings
 * are limited per address and staff can cancel every visit booked from one address at once.
 * Visits booked before, and by staff, have none.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("visits").addColumn("booked_from", "text").execute();
  await sql`create index visits_self_booked_from on visits (booked_from, created_at) where booked_by = 'visitor'`.execute(
    db,
  );
  await sql`create index visits_self_booked_at on visits (created_at) where booked_by = 'visitor'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("visits_self_booked_at").execute();
  await db.schema.dropIndex("visits_self_booked_from").execute();
  await db.schema.alterTable("visits").dropColumn("booked_from").execute();
}
