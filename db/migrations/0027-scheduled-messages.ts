import { type Kysely, sql } from "kysely";

/**
 * One scheduled-message core (issue #40): every message a feature sends later, or sends now
 * under the contact policy, is a row here with a unique `key` (so it goes at most once), its
 * `kind` (declared by the feature beside its code), the lead it is about, a `ref_id` the kind
 * reads (a visit, a staff member), and `data` (JSON). The worker decides at `send_at`:
 * `sent`, `held` (with `reason`), `batched` (waiting for the office digest `digest_id`) or
 * `cancelled` by staff ("Don't send"). `mailbox`: the customer's normalised address, and
 * `ration`: what the kind rations per day (a visit's moves), both counted when it is sent.
 *
 * `email_unsubscribes.mailbox`: the normalised address (case, +tag, Gmail's dots), so an
 * unsubscribe holds for every way of writing it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("scheduled_messages")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("key", "text", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "integer", (col) => col.references("leads.id").onDelete("cascade"))
    .addColumn("ref_id", "integer")
    .addColumn("data", "text")
    .addColumn("recipient", "text")
    .addColumn("mailbox", "text")
    .addColumn("ration", "text")
    .addColumn("send_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("reason", "text")
    .addColumn("digest_id", "integer")
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("scheduled_messages_due")
    .on("scheduled_messages")
    .columns(["status", "send_at"])
    .execute();
  await db.schema.createIndex("scheduled_messages_lead").on("scheduled_messages").column("lead_id").execute();
  await db.schema
    .createIndex("scheduled_messages_mailbox")
    .on("scheduled_messages")
    .columns(["mailbox", "decided_at"])
    .execute();
  await db.schema
    .createIndex("scheduled_messages_ration")
    .on("scheduled_messages")
    .columns(["ration", "decided_at"])
    .execute();

  await db.schema.alterTable("email_unsubscribes").addColumn("mailbox", "text").execute();
  // The same normalisation as app/platform/messages/mailbox.ts, for the addresses already kept.
  await sql`
    update email_unsubscribes set mailbox = (
      with parts(local, domain) as (
        select substr(lower(email), 1, instr(lower(email), '@') - 1), substr(lower(email), instr(lower(email), '@') + 1)
      ), untagged(local, domain) as (
        select case when instr(local, '+') > 0 then substr(local, 1, instr(local, '+') - 1) else local end, domain from parts
      )
      select case when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
        else local || '@' || domain end
      from untagged
    )`.execute(db);
  await db.schema.createIndex("email_unsubscribes_mailbox").on("email_unsubscribes").column("mailbox").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("email_unsubscribes_mailbox").execute();
  await db.schema.alterTable("email_unsubscribes").dropColumn("mailbox").execute();
  await db.schema.dropTable("scheduled_messages").execute();
}
