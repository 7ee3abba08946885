import { type Kysely, sql } from "kysely";

/**
 * A counter that moves whenever something public pages show changes (site
 * settings, SEO records), so the page cache can be keyed by it instead of by
 * every write: health checks, sessions, the outbox and leads leave it alone.
 * Triggers keep it in step with every writer, another process's included.
 */
const SOURCES = ["site_settings", "seo_pages"];

export async function up(db: Kysely<unknown>) {
  await sql`create table public_content_version (
    id integer primary key check (id = 1),
    version integer not null
  )`.execute(db);
  await sql`insert into public_content_version (id, version) values (1, 1)`.execute(db);
  for (const table of SOURCES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bumps_public_content`)} after ${sql.raw(event)} on ${sql.table(table)} begin
        update public_content_version set version = version + 1 where id = 1;
      end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of SOURCES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger ${sql.raw(`${table}_${event}_bumps_public_content`)}`.execute(db);
    }
  }
  await sql`drop table public_content_version`.execute(db);
}
