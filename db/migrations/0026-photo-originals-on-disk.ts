import { type Kysely, sql } from "kysely";

const COLUMNS = `id, lead_id, content_type, size, file_name, data, created_at, thumbnail, original_name, normalized, normalize_attempts`;

/**
 * A photo as sent waits in a file of the data folder (`original_file`, in photos-waiting/) until it
 * is cleaned, never in the database: `data` holds the clean photo only, so it is empty until then
 * (decision 074). SQLite cannot drop a NOT NULL, so the table is copied.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table lead_photos_next (
      "id" integer primary key autoincrement,
      "lead_id" integer not null references "leads" ("id") on delete cascade,
      "content_type" text not null,
      "size" integer not null,
      "file_name" text not null,
      "data" blob,
      "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null,
      "thumbnail" blob,
      "original_name" text,
      "normalized" integer default 1 not null,
      "normalize_attempts" integer default 0 not null,
      "original_file" text
    )`.execute(db);
  await sql.raw(`insert into lead_photos_next (${COLUMNS}) select ${COLUMNS} from lead_photos`).execute(db);
  await sql`drop table lead_photos`.execute(db);
  await sql`alter table lead_photos_next rename to lead_photos`.execute(db);
  await sql`create index "lead_photos_lead_id" on "lead_photos" ("lead_id")`.execute(db);
  await sql`create index "lead_photos_size" on "lead_photos" ("size")`.execute(db);
  await sql`create index "lead_photos_waiting" on "lead_photos" ("lead_id") where "normalized" = 0`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  // Photos still waiting have no bytes in the database: they are dropped.
  await sql`delete from lead_photos where data is null`.execute(db);
  await db.schema.alterTable("lead_photos").dropColumn("original_file").execute();
}
