import { type Kysely, sql } from "kysely";

// Who changed which staff account, and when: accounts added or removed and
// passwords changed. Emails rather than ids, so the record outlives the account.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("staff_audit")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("actor_email", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_email", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("staff_audit").execute();
}
