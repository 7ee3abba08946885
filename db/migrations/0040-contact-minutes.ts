import { type Kysely, sql } from "kysely";

/**
 * "Time to first contact" on the staff home at 100,000 leads (issue #44 item 4, decision 092):
 * each contacted lead keeps its business minutes from arrival to first contact, worked out
 * once by the app (app/leads/pipeline/contact-minutes.server.ts) instead of for every lead of
 * the period on every read. A change of what they depend on, by any writer, clears them, and
 * the app works them out again.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table leads add column contact_minutes real`.execute(db);
  // The median reads the period's minutes from this index alone.
  await sql`create index leads_contact_minutes on leads (created_at, contact_minutes) where contact_minutes is not null`.execute(
    db,
  );
  // The leads whose minutes are still to be worked out.
  await sql`create index leads_contact_minutes_missing on leads (id)
    where contact_minutes is null and is_contacted = 1 and contacted_at is not null`.execute(db);
  await sql`create trigger leads_contact_minutes_stale
    after update of created_at, service, is_contacted, contacted_at on leads when new.contact_minutes is not null
    begin update leads set contact_minutes = null where id = new.id; end`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop trigger leads_contact_minutes_stale`.execute(db);
  await sql`drop index leads_contact_minutes_missing`.execute(db);
  await sql`drop index leads_contact_minutes`.execute(db);
  await sql`alter table leads drop column contact_minutes`.execute(db);
}
