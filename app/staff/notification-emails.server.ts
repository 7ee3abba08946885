import { db } from "~/platform/db.server";

const columns = ["id", "email", "isActive", "spanishOnly", "createdAt"] as const;

type Row = { id: number; email: string; isActive: number; spanishOnly: number; createdAt: string };

const withBooleans = (row: Row) => ({ ...row, isActive: row.isActive === 1, spanishOnly: row.spanishOnly === 1 });

export async function listNotificationEmails() {
  const rows = await db.selectFrom("notificationEmails").select(columns).orderBy("id").execute();
  return rows.map(withBooleans);
}

export async function getNotificationEmail(id: number) {
  const row = await db.selectFrom("notificationEmails").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? withBooleans(row) : undefined;
}

/**
 * Adds an address (stored lower-case); resolves to undefined when it is already listed.
 * `spanishOnly`: it hears only of leads from the Spanish pages, besides the addresses that hear of all.
 */
export async function addNotificationEmail(email: string, spanishOnly = false) {
  const row = await db
    .insertInto("notificationEmails")
    .values({ email: email.trim().toLowerCase(), spanishOnly: spanishOnly ? 1 : 0 })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row ? withBooleans(row) : undefined;
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
