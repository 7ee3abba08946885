import { type ExpressionBuilder, sql } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { phoneSearchDigits } from "~/platform/phone";

import type { CustomerSort } from "./customer-filters";

export const CUSTOMERS_PAGE_SIZE = 50;

type Customers = ExpressionBuilder<Database, "customers">;

/** The latest a lead of theirs came in or was called: when we last heard from or spoke to them. */
const lastContact = (eb: Customers) =>
  eb
    .selectFrom("leads")
    .select(sql<string>`max(max(leads.created_at), coalesce(max(leads.contacted_at), ''))`.as("at"))
    .whereRef("leads.customerId", "=", "customers.id");

/** What their won jobs came to, in cents. */
const wonCents = (eb: Customers) =>
  eb
    .selectFrom("leads")
    .select(sql<number>`coalesce(sum(leads.job_value_cents), 0)`.as("cents"))
    .whereRef("leads.customerId", "=", "customers.id")
    .where("leads.outcome", "=", "won");

const firstContact = (eb: Customers, kind: "phone" | "email") =>
  eb
    .selectFrom("customerContacts")
    .select("value")
    .whereRef("customerContacts.customerId", "=", "customers.id")
    .where("kind", "=", kind)
    .orderBy("id")
    .limit(1);

/** Customers whose name, phone, email or property address holds the text. */
function matching(eb: Customers, text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = phoneSearchDigits(text);
  return eb.or([
    sql<boolean>`customers.name like ${like} escape '\\'`,
    eb.exists(
      eb
        .selectFrom("customerContacts")
        .select("id")
        .whereRef("customerContacts.customerId", "=", "customers.id")
        .where((inner) =>
          inner.or([
            sql<boolean>`customer_contacts.value like ${like} escape '\\'`,
            ...(digits ? [inner("customerContacts.matchKey", "like", `%${digits}%`)] : []),
          ]),
        ),
    ),
    eb.exists(
      eb
        .selectFrom("properties")
        .select("id")
        .whereRef("properties.customerId", "=", "customers.id")
        .where(sql<boolean>`properties.address like ${like} escape '\\'`),
    ),
  ]);
}

/** One page of customers (not those merged into another), found by `q`, in the chosen order. */
export async function listCustomers({ q, sort, page }: { q: string; sort: CustomerSort; page: number }) {
  const text = q.trim();
  let query = db
    .selectFrom("customers")
    .where("mergedIntoId", "is", null)
    .$if(text !== "", (qb) => qb.where((eb) => matching(eb, text)));
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
  query = query.$if(sort === "name", (qb) => qb.orderBy("name"));
  const rows = await query
    .select((eb) => [
      "customers.id",
      "customers.name",
      firstContact(eb, "phone").as("phone"),
      firstContact(eb, "email").as("email"),
      lastContact(eb).as("lastContactAt"),
      wonCents(eb).as("wonCents"),
      eb
        .selectFrom("leads")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("leads.customerId", "=", "customers.id")
        .as("leadCount"),
    ])
    .$if(sort === "last-contact", (qb) => qb.orderBy("lastContactAt", "desc"))
    .$if(sort === "value", (qb) => qb.orderBy("wonCents", "desc").orderBy("lastContactAt", "desc"))
    .orderBy("customers.id", "desc")
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
    .execute();
  return {
    customers: rows.map(({ wonCents: cents, leadCount, ...row }) => ({
      ...row,
      leadCount: Number(leadCount ?? 0),
      lifetimeValue: Number(cents ?? 0) / 100,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
  };
}
