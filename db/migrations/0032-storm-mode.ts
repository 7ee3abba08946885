import { type Kysely, sql } from "kysely";

/**
 * Storm mode (issue #47, decision 080).
 *
 * `site_settings`: `storm_mode` (0/1), switched on at `storm_started_at` and off at
 * `storm_ended_at` (kept, so guards can read "within 30 days of a storm"), with an optional
 * `storm_ends_at` when it turns itself off. `storm_booking_share`: the percentage of free
 * estimate-visit windows visitors may still book themselves while it is on (0: paused).
 * `storm_waits`: the per-tier waits the public banner shows (JSON), published by the storm
 * job only when they change, so the page cache's version moves with them (migration 0018's
 * trigger) and never with every lead.
 *
 * `leads`: the hazard intake's answers: `storm_hazards` (JSON array of hazard keys),
 * `storm_can_leave` and `storm_insurance_claim` (0/1, null when not asked); `storm_tier`
 * (red, orange, yellow; null for a lead outside storm mode) as the answers set it or staff
 * changed it. The board's marks: `storm_scheduled_at`, `storm_needs_climber`,
 * `storm_needs_crane`. `storm_promised_at`: when the lead was last told it would likely be
 * called (an update goes once when that slips by more than an hour).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("site_settings")
    .addColumn("storm_mode", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`storm_mode in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable("site_settings").addColumn("storm_started_at", "text").execute();
  await db.schema.alterTable("site_settings").addColumn("storm_ended_at", "text").execute();
  await db.schema.alterTable("site_settings").addColumn("storm_ends_at", "text").execute();
  await db.schema
    .alterTable("site_settings")
    .addColumn("storm_booking_share", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`storm_booking_share between 0 and 100`),
    )
    .execute();
  await db.schema.alterTable("site_settings").addColumn("storm_waits", "text").execute();

  await db.schema.alterTable("leads").addColumn("storm_hazards", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("storm_can_leave", "integer", (column) => column.check(sql`storm_can_leave in (0, 1)`))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("storm_insurance_claim", "integer", (column) => column.check(sql`storm_insurance_claim in (0, 1)`))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("storm_tier", "text", (column) => column.check(sql`storm_tier in ('red', 'orange', 'yellow')`))
    .execute();
  await db.schema.alterTable("leads").addColumn("storm_scheduled_at", "text").execute();
  for (const flag of ["storm_needs_climber", "storm_needs_crane"]) {
    await db.schema
      .alterTable("leads")
      .addColumn(flag, "integer", (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(flag)} in (0, 1)`),
      )
      .execute();
  }
  await db.schema.alterTable("leads").addColumn("storm_promised_at", "text").execute();
  // The board reads a storm's open leads by tier, oldest first.
  await sql`create index leads_storm_queue on leads (storm_tier, created_at) where storm_tier is not null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index leads_storm_queue`.execute(db);
  for (const column of [
    "storm_promised_at",
    "storm_needs_crane",
    "storm_needs_climber",
    "storm_scheduled_at",
    "storm_tier",
    "storm_insurance_claim",
    "storm_can_leave",
    "storm_hazards",
  ]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
  for (const column of [
    "storm_waits",
    "storm_booking_share",
    "storm_ends_at",
    "storm_ended_at",
    "storm_started_at",
    "storm_mode",
  ]) {
    await db.schema.alterTable("site_settings").dropColumn(column).execute();
  }
}
