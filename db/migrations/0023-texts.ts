import { type Kysely, sql } from "kysely";

/**
 * Text messages (issue #43). A lead keeps the consent it gave to be texted: the wording's
 * version, when, from which page and address. A number that texted an opt-out word (STOP,
 * BAJA…) is never texted again until it texts START. Each webhook the provider sends is
 * recorded by its id and state (a MessageSid with its status, a CallSid with its call status),
 * so a replay changes nothing. An outbox text keeps the provider's id for its delivery reports.
 */
export async function up(db: Kysely<unknown>) {
  for (const column of ["text_consent_at", "text_consent_version", "text_consent_page", "text_consent_ip"]) {
    await db.schema.alterTable("leads").addColumn(column, "text").execute();
  }
  await db.schema
    .createTable("text_opt_outs")
    .addColumn("phone", "text", (col) => col.primaryKey().notNull())
    .addColumn("word", "text", (col) => col.notNull())
    .addColumn("opted_out_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("provider_events")
    .addColumn("id", "text", (col) => col.primaryKey().notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.alterTable("outbox").addColumn("provider_id", "text").execute();
  await db.schema.alterTable("outbox").addColumn("delivery_status", "text").execute();
  await db.schema
    .createIndex("outbox_provider_id")
    .on("outbox")
    .column("provider_id")
    .where(sql.ref("provider_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("outbox_provider_id").execute();
  await db.schema.alterTable("outbox").dropColumn("delivery_status").execute();
  await db.schema.alterTable("outbox").dropColumn("provider_id").execute();
  await db.schema.dropTable("provider_events").execute();
  await db.schema.dropTable("text_opt_outs").execute();
  for (const column of ["text_consent_ip", "text_consent_page", "text_consent_version", "text_consent_at"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
