import { type Kysely, sql } from "kysely";

/**
 * Every storm's dates (issue #47, decision 091), not only the last one's: `storm_periods` holds
 * when storm mode was switched on and off, one row per storm, `ended_at` null while it is on.
 * The guards read the right storm (its 30 days after, its pre-storm prices without an earlier
 * storm's), and Settings lists the past ones. `site_settings` keeps the switch (`storm_mode`,
 * `storm_ends_at`...), whose writes move the public pages' version; the last storm's
 * `storm_started_at` and `storm_ended_at` move here.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("storm_periods")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("started_at", "text", (column) => column.notNull())
    .addColumn("ended_at", "text")
    .execute();
  // At most one storm on at a time.
  await sql`create unique index storm_periods_one_open on storm_periods ((1)) where ended_at is null`.execute(db);
  await sql`create index storm_periods_started_at on storm_periods (started_at)`.execute(db);
  await sql`insert into storm_periods (started_at, ended_at)
    select storm_started_at, case when storm_mode = 1 then null else coalesce(storm_ended_at, storm_ends_at) end
    from site_settings where id = 1 and storm_started_at is not null`.execute(db);
  await db.schema.alterTable("site_settings").dropColumn("storm_started_at").execute();
  await db.schema.alterTable("site_settings").dropColumn("storm_ended_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("site_settings").addColumn("storm_started_at", "text").execute();
  await db.schema.alterTable("site_settings").addColumn("storm_ended_at", "text").execute();
  await sql`update site_settings set
    storm_started_at = (select started_at from storm_periods order by started_at desc limit 1),
    storm_ended_at = (select ended_at from storm_periods order by started_at desc limit 1)
    where id = 1`.execute(db);
  await db.schema.dropTable("storm_periods").execute();
}
