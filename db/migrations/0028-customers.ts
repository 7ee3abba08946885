import { type Kysely, sql } from "kysely";

import { addressKey } from "../../app/platform/address-key";
import { normaliseMailbox } from "../../app/platform/messages/mailbox";
import { phoneKey } from "../../app/platform/phone";

/**
 * Customers and their properties (issue #45, decision 077). A lead is one touch: what the visitor
 * sent stays on it, and `customer_id` / `property_id` say whose it is and where. A customer's
 * phones and emails are `customer_contacts` rows, each with its `match_key` (the phone in E.164,
 * the normalised mailbox), which a new lead is matched on. `properties.match_key`: the street
 * address normalised (app/platform/address-key.ts). `customer_events`: the customer's timeline
 * (merged, merge undone, lead split off), `detail` holding what an undo needs as JSON.
 * `merged_into_id`: a customer merged into another, kept so the merge can be undone.
 *
 * Every lead already stored is given a customer here, by the rule new leads follow
 * (app/customers/customer-match.ts), replayed in the order they came.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("customers")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) =>
      col
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'es')`),
    )
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("merged_into_id", "integer", (col) => col.references("customers.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("customer_contacts")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('phone', 'email')`))
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("match_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("customer_contacts_once", ["customer_id", "kind", "match_key"])
    .execute();
  await db.schema
    .createIndex("customer_contacts_match")
    .on("customer_contacts")
    .columns(["kind", "match_key"])
    .execute();
  await db.schema
    .createTable("properties")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("address", "text", (col) => col.notNull())
    .addColumn("match_key", "text", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("properties_customer").on("properties").columns(["customer_id", "match_key"]).execute();
  await db.schema
    .createTable("customer_events")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("staff_email", "text")
    .addColumn("detail", "text")
    .addColumn("undone_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("customer_events_customer").on("customer_events").column("customer_id").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("customer_id", "integer", (col) => col.references("customers.id"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("property_id", "integer", (col) => col.references("properties.id"))
    .execute();
  await db.schema.createIndex("leads_customer").on("leads").column("customer_id").execute();
  await db.schema.createIndex("leads_property").on("leads").column("property_id").execute();

  await backfill(db);
}

interface StoredLead {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  language: string;
  created: string;
}

const BATCH = 400;

async function insertRows(db: Kysely<unknown>, table: string, rows: Record<string, unknown>[]) {
  const any = db as Kysely<Record<string, Record<string, unknown>>>;
  for (let start = 0; start < rows.length; start += BATCH) {
    await any
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

/** The matching rule replayed over the stored leads, oldest first: phone, then email, else a new customer. */
async function backfill(db: Kysely<unknown>) {
  const { rows: leads } = await sql<StoredLead>`
    select id, name, phone, email, address, language, created_at as created from leads order by created_at, id`.execute(
    db,
  );
  if (!leads.length) return;
  const now = new Date().toISOString();
  const byKey = new Map<string, number>();
  const customers: Record<string, unknown>[] = [];
  const contacts: Record<string, unknown>[] = [];
  const properties: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const propertyIds = new Map<string, number>();

  for (const lead of leads) {
    const phone = phoneKey(lead.phone);
    const mailbox = lead.email ? normaliseMailbox(lead.email) : undefined;
    let customerId = (phone && byKey.get(`phone:${phone}`)) || (mailbox && byKey.get(`email:${mailbox}`)) || 0;
    if (customerId) customers[customerId - 1]!.language = lead.language;
    else {
      customerId = customers.length + 1;
      customers.push({
        id: customerId,
        name: lead.name,
        language: lead.language,
        created_at: lead.created,
        updated_at: now,
      });
    }
    for (const [kind, key, value] of [
      ["phone", phone, lead.phone],
      ["email", mailbox, lead.email],
    ] as const) {
      if (!key || !value || byKey.has(`${kind}:${key}`)) continue;
      byKey.set(`${kind}:${key}`, customerId);
      contacts.push({ customer_id: customerId, kind, value, match_key: key, created_at: lead.created });
    }
    const place = addressKey(lead.address);
    let propertyId: number | null = null;
    if (place) {
      propertyId = propertyIds.get(`${customerId}:${place}`) ?? properties.length + 1;
      if (propertyId === properties.length + 1) {
        propertyIds.set(`${customerId}:${place}`, propertyId);
        properties.push({
          id: propertyId,
          customer_id: customerId,
          address: lead.address!.trim(),
          match_key: place,
          created_at: lead.created,
        });
      }
    }
    links.push({ lead_id: lead.id, customer_id: customerId, property_id: propertyId });
  }

  await insertRows(db, "customers", customers);
  await insertRows(db, "customer_contacts", contacts);
  await insertRows(db, "properties", properties);
  await sql`create temp table lead_links (lead_id integer primary key, customer_id integer, property_id integer)`.execute(
    db,
  );
  await insertRows(db, "lead_links", links);
  await sql`
    update leads set customer_id = lead_links.customer_id, property_id = lead_links.property_id
    from lead_links where lead_links.lead_id = leads.id`.execute(db);
  await sql`drop table lead_links`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("leads_property").execute();
  await db.schema.dropIndex("leads_customer").execute();
  await db.schema.alterTable("leads").dropColumn("property_id").execute();
  await db.schema.alterTable("leads").dropColumn("customer_id").execute();
  await db.schema.dropTable("customer_events").execute();
  await db.schema.dropTable("properties").execute();
  await db.schema.dropTable("customer_contacts").execute();
  await db.schema.dropTable("customers").execute();
}
