import { type ExpressionBuilder, sql } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { phoneSearchDigits } from "~/platform/phone";

import type { CustomerSort } from "./customer-filters";

export const CUSTOMERS_PAGE_SIZE = 50;

type Customers = ExpressionBuilder<Database, "customers">;

const firstContact = (eb: Customers, kind: "phone" | "email") =>
  eb
    .selectFrom("customerContacts")
    .select("value")
    .whereRef("customerContacts.customerId", "=", "customers.id")
    .where("kind", "=", kind)
    .orderBy("id")
    .limit(1);

/**
 * Customers whose name, phone, email or property address holds the text: through the
 * trigram index (migration 0033) from 3 characters, else by name alone.
 */
function matching(eb: Customers, text: string) {
  const digits = phoneSearchDigits(text);
  const needle = digits ?? text;
  if ([...needle].length < 3) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<boolean>`customers.name like ${like} escape '\\'`;
  }
  const query = `"${needle.replace(/"/g, '""')}"`;
  return eb(
    "customers.id",
    "in",
    sql<number>`(select rowid from customer_search where customer_search match ${query})`,
  );
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
      "customers.lastContactAt",
      "customers.wonCents",
      "customers.leadCount",
    ])
    .$if(sort === "last-contact", (qb) => qb.orderBy("customers.lastContactAt", "desc"))
    .$if(sort === "value", (qb) => qb.orderBy("customers.wonCents", "desc").orderBy("customers.lastContactAt", "desc"))
    .orderBy("customers.id", "desc")
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
    .execute();
  return {
    customers: rows.map(({ wonCents: cents, ...row }) => ({ ...row, lifetimeValue: cents / 100 })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
  };
}
