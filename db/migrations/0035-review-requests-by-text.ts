import { type Kysely, sql } from "kysely";

const COLUMNS = `lead_id, email, send_at, requested_at, reminded_at, clicked_at, created_at`;

/**
 * A review request may go by text alone (issue #43): a customer who agreed to texts and left
 * no email address gets it by text when the owner turns that on, so the request's `email` may
 * be empty. SQLite cannot drop a NOT NULL, so the table is copied.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table review_requests_next (
      "lead_id" integer primary key references "leads" ("id") on delete cascade,
      "email" text,
      "send_at" text not null,
      "requested_at" text,
      "reminded_at" text,
      "clicked_at" text,
      "created_at" text not null
    )`.execute(db);
  await sql.raw(`insert into review_requests_next (${COLUMNS}) select ${COLUMNS} from review_requests`).execute(db);
  await sql`drop table review_requests`.execute(db);
  await sql`alter table review_requests_next rename to review_requests`.execute(db);
  await sql`create index "review_requests_send_at" on "review_requests" ("send_at")`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  // Requests sent by text alone have no address to keep: they are dropped.
  await sql`delete from review_requests where email is null`.execute(db);
  await sql`
    create table review_requests_next (
      "lead_id" integer primary key references "leads" ("id") on delete cascade,
      "email" text not null,
      "send_at" text not null,
      "requested_at" text,
      "reminded_at" text,
      "clicked_at" text,
      "created_at" text not null
    )`.execute(db);
  await sql.raw(`insert into review_requests_next (${COLUMNS}) select ${COLUMNS} from review_requests`).execute(db);
  await sql`drop table review_requests`.execute(db);
  await sql`alter table review_requests_next rename to review_requests`.execute(db);
  await sql`create index "review_requests_send_at" on "review_requests" ("send_at")`.execute(db);
}
