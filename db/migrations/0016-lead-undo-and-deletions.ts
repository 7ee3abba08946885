import type { Kysely } from "kysely";

/**
 * A change of a lead's state remembers what it replaced, so it can be undone
 * from its confirmation (issue #31); an owner deleting a lead's photos is a
 * timeline event of its own (issue #30), and needs no column.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_events").addColumn("before", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_events").dropColumn("before").execute();
}
