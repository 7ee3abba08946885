import { db } from "~/platform/db.server";

/** The message that heads every lead notification email. */
export async function getLeadSourceMessage() {
  const row = await db.selectFrom("leadSourceSettings").select("message").where("id", "=", 1).executeTakeFirstOrThrow();
  return row.message;
}

export async function updateLeadSourceMessage(message: string) {
  await db
    .updateTable("leadSourceSettings")
    .set({ message, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
