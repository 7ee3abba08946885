import { db } from "~/platform/db.server";

const columns = ["id", "email", "isActive", "createdAt"] as const;

export async function listNotificationEmails() {
  const rows = await db.selectFrom("notificationEmails").select(columns).orderBy("id").execute();
  return rows.map((row) => ({ ...row, isActive: row.isActive === 1 }));
}

export async function getNotificationEmail(id: number) {
  const row = await db.selectFrom("notificationEmails").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? { ...row, isActive: row.isActive === 1 } : undefined;
}

/** Adds an address (stored lower-case); resolves to undefined when it is already listed. */
export async function addNotificationEmail(email: string) {
  const row = await db
    .insertInto("notificationEmails")
    .values({ email: email.trim().toLowerCase() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row ? { ...row, isActive: row.isActive === 1 } : undefined;
}

export async function setNotificationEmailActive(id: number, isActive: boolean) {
  const result = await db
    .updateTable("notificationEmails")
    .set({ isActive: isActive ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function removeNotificationEmail(id: number) {
  const result = await db.deleteFrom("notificationEmails").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
