import { type Kysely, sql } from "kysely";

/**
 * Written estimates, approved online (issue #46).
 *
 * `estimates`: one per offer made to a lead; `draft` (JSON) is what staff are writing, `status`
 * where it stands (draft, sent, viewed, accepted, declined, expired). `version_id`: the version
 * sent last; its link is the live one.
 *
 * `estimate_versions`: what was sent, frozen. `lines` (JSON), `terms`, `expires_on`, the totals
 * and `content` (the estimate as rendered for the customer and the PDF) with the SHA-256 of
 * the content and of the terms. A trigger refuses any change to those columns: a change is a
 * new version, and the old one gets `replaced_at`.
 *
 * `estimate_acceptances`: the evidence of a yes: the version, both hashes as they were shown,
 * who signed, how (typed, drawn, phone), when, from where (IP, user agent, the link used),
 * which optional lines were ticked and the total that made. Rows are only ever added.
 *
 * `estimate_settings`: the owner's terms in both languages and the sales tax rate (basis
 * points: 825 is 8.25 %, Waco's combined rate).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("estimate_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("tax_rate_basis_points", "integer", (col) => col.notNull().defaultTo(825))
    .addColumn("terms_en", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("terms_es", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("valid_days", "integer", (col) => col.notNull().defaultTo(30))
    .execute();
  await sql`insert into estimate_settings (id) values (1)`.execute(db);

  await db.schema
    .createTable("estimates")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("draft", "text", (col) => col.notNull())
    .addColumn("version_id", "integer")
    .addColumn("decline_reason", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("estimates_lead").on("estimates").column("lead_id").execute();

  await db.schema
    .createTable("estimate_versions")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("estimate_id", "integer", (col) => col.notNull().references("estimates.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("notices", "text", (col) => col.notNull())
    .addColumn("terms", "text", (col) => col.notNull())
    .addColumn("expires_on", "text", (col) => col.notNull())
    .addColumn("tax_rate_basis_points", "integer", (col) => col.notNull())
    .addColumn("base_total_cents", "integer", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_sha256", "text", (col) => col.notNull())
    .addColumn("terms_sha256", "text", (col) => col.notNull())
    .addColumn("sent_at", "text", (col) => col.notNull())
    .addColumn("sent_by", "text")
    .addColumn("viewed_at", "text")
    .addColumn("replaced_at", "text")
    .addUniqueConstraint("estimate_versions_number", ["estimate_id", "number"])
    .execute();
  await sql`
    create trigger estimate_versions_immutable before update of
      estimate_id, number, language, lines, notices, terms, expires_on, tax_rate_basis_points,
      base_total_cents, content, content_sha256, terms_sha256, sent_at
    on estimate_versions
    begin
      select raise(abort, 'a sent estimate version never changes: send a new version');
    end`.execute(db);

  await db.schema
    .createTable("estimate_acceptances")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("version_id", "integer", (col) => col.notNull().references("estimate_versions.id").onDelete("cascade"))
    .addColumn("content_sha256", "text", (col) => col.notNull())
    .addColumn("terms_sha256", "text", (col) => col.notNull())
    .addColumn("signer_name", "text", (col) => col.notNull())
    .addColumn("method", "text", (col) => col.notNull())
    .addColumn("signature", "text")
    .addColumn("optional_lines", "text", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("link", "text")
    .addColumn("recorded_by", "text")
    .addColumn("accepted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("estimate_acceptances_version").on("estimate_acceptances").column("version_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("estimate_acceptances").execute();
  await db.schema.dropTable("estimate_versions").execute();
  await db.schema.dropTable("estimates").execute();
  await db.schema.dropTable("estimate_settings").execute();
}
