import { type Kysely, sql } from "kysely";

/**
 * Two roles (issue #31): owners manage accounts, settings, webhooks and SEO;
 * staff work the leads. New accounts are staff unless made owners; every
 * account that exists before this migration becomes an owner, so nobody is
 * locked out of what they could do yesterday. The audit gets a free-text
 * detail (a role change, a deleted lead).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (col) =>
      col
        .notNull()
        .defaultTo("staff")
        .check(sql`role in ('owner', 'staff')`),
    )
    .execute();
  await sql`update staff_users set role = 'owner'`.execute(db);
  await db.schema.alterTable("staff_audit").addColumn("detail", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("staff_audit").dropColumn("detail").execute();
  await db.schema.alterTable("staff_users").dropColumn("role").execute();
}
