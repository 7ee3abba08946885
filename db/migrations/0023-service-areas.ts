import { type Kysely, sql } from "kysely";

/** The towns the service-areas page lists, edited by owners. */
export async function up(db: Kysely<unknown>) {
  await sql`create table service_areas (
    id integer primary key,
    town text not null unique,
    created_at text not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table service_areas`.execute(db);
}
