import type { Kysely } from "kysely";

import type { ContactKind, Database } from "../../db/schema";
import { type ContactKeys, contactKeys, matchingCustomer, propertyKey } from "./customer-match";

interface IncomingLead {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  language: "en" | "es";
}

async function customerWith(trx: Kysely<Database>, kind: ContactKind, key: string | undefined) {
  if (!key) return undefined;
  // A customer merged into another keeps only the phones and emails both had: never matched again.
  const row = await trx
    .selectFrom("customerContacts")
    .innerJoin("customers", "customers.id", "customerContacts.customerId")
    .select("customerContacts.customerId")
    .where("customerContacts.kind", "=", kind)
    .where("customerContacts.matchKey", "=", key)
    .where("customers.mergedIntoId", "is", null)
    .orderBy("customerContacts.id")
    .executeTakeFirst();
  return row?.customerId;
}

/** The lead's phone and email join the customer's, once each. */
async function addContacts(
  trx: Kysely<Database>,
  customerId: number,
  lead: IncomingLead,
  keys: ContactKeys,
  at: string,
) {
  const rows = (
    [
      ["phone", keys.phone, lead.phone],
      ["email", keys.email, lead.email],
    ] as const
  ).flatMap(([kind, matchKey, value]) =>
    matchKey && value ? [{ customerId, kind, value: value.trim(), matchKey, createdAt: at }] : [],
  );
  if (rows.length)
    await trx
      .insertInto("customerContacts")
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}

/** The customer's property at the lead's address: the one they have, or a new one. */
async function propertyFor(trx: Kysely<Database>, customerId: number, address: string | null, at: string) {
  const matchKey = propertyKey(address);
  if (!matchKey) return null;
  const known = await trx
    .selectFrom("properties")
    .select("id")
    .where("customerId", "=", customerId)
    .where("matchKey", "=", matchKey)
    .executeTakeFirst();
  if (known) return known.id;
  const { id } = await trx
    .insertInto("properties")
    .values({ customerId, address: address!.trim(), matchKey, createdAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A new lead joins the customer its phone or email matches (customer-match.ts), or starts
 * one; a new address becomes another of the customer's properties. In the lead's transaction.
 */
export async function attachLeadToCustomer(trx: Kysely<Database>, lead: IncomingLead, now = new Date()) {
  const at = now.toISOString();
  const keys = contactKeys(lead);
  const known = matchingCustomer({
    byPhone: await customerWith(trx, "phone", keys.phone),
    byEmail: await customerWith(trx, "email", keys.email),
  });
  let customerId = known;
  if (customerId)
    await trx
      .updateTable("customers")
      .set({ language: lead.language, updatedAt: at })
      .where("id", "=", customerId)
      .execute();
  else
    ({ id: customerId } = await trx
      .insertInto("customers")
      .values({ name: lead.name, language: lead.language, createdAt: at, updatedAt: at })
      .returning("id")
      .executeTakeFirstOrThrow());
  await addContacts(trx, customerId, lead, keys, at);
  const propertyId = await propertyFor(trx, customerId, lead.address, at);
  await trx.updateTable("leads").set({ customerId, propertyId }).where("id", "=", lead.id).execute();
  return { customerId, propertyId, returning: known !== undefined };
}
