import { db } from "~/platform/db.server";

import type { Actor } from "./lead-row";

/**
 * Marks a lead contacted or not, and puts the change with who made it on the
 * lead's timeline (only when the status really changes, so a double click
 * records it once). Resolves to false when the lead does not exist.
 */
export async function setLeadContacted(id: number, isContacted: boolean, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const lead = await trx.selectFrom("leads").select("isContacted").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    if (lead.isContacted === (isContacted ? 1 : 0)) return true;
    await trx
      .updateTable("leads")
      .set({ isContacted: isContacted ? 1 : 0, contactedAt: isContacted ? now : null })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("leadEvents")
      .values({
        leadId: id,
        kind: isContacted ? "contacted" : "uncontacted",
        staffUserId: actor.id,
        staffEmail: actor.email,
        createdAt: now,
      })
      .execute();
    return true;
  });
}
