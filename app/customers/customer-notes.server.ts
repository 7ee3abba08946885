import { db } from "~/platform/db.server";

/** The customer's own notes (how to reach them, what they care about); false for a customer that is not there. */
export async function saveCustomerNotes(customerId: number, notes: string, now = new Date()) {
  const result = await db
    .updateTable("customers")
    .set({ notes: notes.trim(), updatedAt: now.toISOString() })
    .where("id", "=", customerId)
    .where("mergedIntoId", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A property's note (gate code, dog, where to park); false when the property is not this customer's. */
export async function savePropertyNote(customerId: number, propertyId: number, note: string) {
  const result = await db
    .updateTable("properties")
    .set({ note: note.trim() })
    .where("id", "=", propertyId)
    .where("customerId", "=", customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
