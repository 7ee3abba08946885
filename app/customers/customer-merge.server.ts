import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";

import { contactKeys, propertyKey } from "./customer-match";

interface Actor {
  email: string;
}

type Outcome =
  /** `mergeEventId`: the merge's timeline event, which its undo names. */
  | { ok: true; message: string; customerId: number; mergeEventId?: number }
  | { ok: false; status: 400 | 404 | 409; message: string };

/** What an undo of a merge puts back: the rows that moved, and the kept customer's notes before. */
interface MergeDetail {
  otherId: number;
  otherName: string;
  leadIds: number[];
  propertyIds: number[];
  contactIds: number[];
  notesBefore: string;
}

async function liveCustomer(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom("customers")
    .select(["id", "name", "notes", "mergedIntoId"])
    .where("id", "=", id)
    .executeTakeFirst();
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Merges customer `fromId` into `intoId`: every lead (with its visits, notes and messages), every
 * property and every phone and email move; the notes are put together. Recorded on the kept
 * customer's timeline with what its undo needs; the merged one stays, pointing at the kept one.
 */
export async function mergeCustomers(intoId: number, fromId: number, actor: Actor, now = new Date()): Promise<Outcome> {
  if (intoId === fromId) return { ok: false, status: 400, message: "A customer can't be merged into itself." };
  return db.transaction().execute(async (trx) => {
    const [into, from] = await Promise.all([liveCustomer(trx, intoId), liveCustomer(trx, fromId)]);
    if (!into || !from) return { ok: false, status: 404, message: `Customer ${!into ? intoId : fromId} not found.` };
    if (into.mergedIntoId !== null || from.mergedIntoId !== null)
      return { ok: false, status: 409, message: "That customer was already merged into another." };
    const at = now.toISOString();
    const leadIds = ids(
      await trx
        .updateTable("leads")
        .set({ customerId: intoId })
        .where("customerId", "=", fromId)
        .returning("id")
        .execute(),
    );
    const propertyIds = ids(
      await trx
        .updateTable("properties")
        .set({ customerId: intoId })
        .where("customerId", "=", fromId)
        .returning("id")
        .execute(),
    );
    // A phone or email both had stays with the merged customer, which no new lead matches any more.
    const contactIds = ids(
      await trx
        .updateTable("customerContacts")
        .set({ customerId: intoId })
        .where("customerId", "=", fromId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("customerContacts as kept")
                .select("kept.id")
                .where("kept.customerId", "=", intoId)
                .whereRef("kept.kind", "=", "customerContacts.kind")
                .whereRef("kept.matchKey", "=", "customerContacts.matchKey"),
            ),
          ),
        )
        .returning("id")
        .execute(),
    );
    const notes = [into.notes, from.notes].filter((text) => text.trim()).join("\n\n");
    await trx.updateTable("customers").set({ notes, updatedAt: at }).where("id", "=", intoId).execute();
    await trx.updateTable("customers").set({ mergedIntoId: intoId, updatedAt: at }).where("id", "=", fromId).execute();
    const detail: MergeDetail = {
      otherId: fromId,
      otherName: from.name,
      leadIds,
      propertyIds,
      contactIds,
      notesBefore: into.notes,
    };
    const event = await trx
      .insertInto("customerEvents")
      .values({
        customerId: intoId,
        kind: "merged",
        staffEmail: actor.email,
        detail: JSON.stringify(detail),
        createdAt: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const count = `${leadIds.length} request${leadIds.length === 1 ? "" : "s"}`;
    return {
      ok: true,
      customerId: intoId,
      mergeEventId: event.id,
      message: `${from.name} merged into ${into.name}: ${count} moved.`,
    };
  });
}

/** Undoes a merge: what moved goes back (leads split off since stay where they are), the notes as they were. */
export async function undoMerge(customerId: number, eventId: number, actor: Actor, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom("customerEvents")
      .selectAll()
      .where("id", "=", eventId)
      .where("customerId", "=", customerId)
      .where("kind", "=", "merged")
      .executeTakeFirst();
    if (!event) return { ok: false, status: 404, message: "That merge was not found." };
    if (event.undoneAt) return { ok: false, status: 409, message: "That merge was already undone." };
    const detail = JSON.parse(event.detail!) as MergeDetail;
    const at = now.toISOString();
    const back = <T extends "leads" | "properties" | "customerContacts">(table: T, rowIds: number[]) =>
      rowIds.length
        ? trx
            .updateTable(table as "leads")
            .set({ customerId: detail.otherId })
            .where("customerId", "=", customerId)
            .where("id", "in", rowIds)
            .execute()
        : undefined;
    await back("leads", detail.leadIds);
    await back("properties", detail.propertyIds);
    await back("customerContacts", detail.contactIds);
    await trx
      .updateTable("customers")
      .set({ notes: detail.notesBefore, updatedAt: at })
      .where("id", "=", customerId)
      .execute();
    await trx
      .updateTable("customers")
      .set({ mergedIntoId: null, updatedAt: at })
      .where("id", "=", detail.otherId)
      .execute();
    await trx.updateTable("customerEvents").set({ undoneAt: at }).where("id", "=", eventId).execute();
    await trx
      .insertInto("customerEvents")
      .values({
        customerId,
        kind: "merge-undone",
        staffEmail: actor.email,
        detail: JSON.stringify({ otherId: detail.otherId, otherName: detail.otherName }),
        createdAt: at,
      })
      .execute();
    return { ok: true, customerId, message: `Merge undone: ${detail.otherName} is a customer of their own again.` };
  });
}

/**
 * Splits a lead off into a new customer of its own (two people who share a phone): the new
 * customer takes the lead's name, phone, email and address; the old one keeps its contacts.
 * Recorded on both timelines.
 */
export async function splitLead(customerId: number, leadId: number, actor: Actor, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "name", "phone", "email", "address", "language"])
      .where("id", "=", leadId)
      .where("customerId", "=", customerId)
      .executeTakeFirst();
    if (!lead) return { ok: false, status: 404, message: "That request is not this customer's." };
    const others = await trx
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("customerId", "=", customerId)
      .executeTakeFirstOrThrow();
    if (Number(others.n) < 2)
      return { ok: false, status: 409, message: "This is the customer's only request: there is nothing to split off." };
    const at = now.toISOString();
    const { id: newId } = await trx
      .insertInto("customers")
      .values({ name: lead.name, language: lead.language, createdAt: at, updatedAt: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const keys = contactKeys(lead);
    const contacts = [
      { kind: "phone" as const, value: lead.phone, matchKey: keys.phone },
      { kind: "email" as const, value: lead.email, matchKey: keys.email },
    ].flatMap(({ kind, value, matchKey }) =>
      value && matchKey ? [{ customerId: newId, kind, value, matchKey, createdAt: at }] : [],
    );
    if (contacts.length) await trx.insertInto("customerContacts").values(contacts).execute();
    const place = propertyKey(lead.address);
    const property = place
      ? await trx
          .insertInto("properties")
          .values({ customerId: newId, address: lead.address!.trim(), matchKey: place, createdAt: at })
          .returning("id")
          .executeTakeFirstOrThrow()
      : undefined;
    await trx
      .updateTable("leads")
      .set({ customerId: newId, propertyId: property?.id ?? null })
      .where("id", "=", leadId)
      .execute();
    const event = (id: number, otherId: number) => ({
      customerId: id,
      kind: "split" as const,
      staffEmail: actor.email,
      detail: JSON.stringify({ leadId, otherId, otherName: id === newId ? "" : lead.name }),
      createdAt: at,
    });
    await trx
      .insertInto("customerEvents")
      .values([event(customerId, newId), event(newId, customerId)])
      .execute();
    return { ok: true, customerId: newId, message: `Request ${leadId} split off: ${lead.name} is a new customer.` };
  });
}
