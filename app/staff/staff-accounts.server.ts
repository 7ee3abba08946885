import { type Database, db } from "~/platform/db.server";

import type { StaffRole } from "../../db/schema";
import { hashPassword, verifyPassword } from "./password.server";
import { endOtherSessions } from "./sessions.server";

/** Every staff account, oldest first. */
export async function listStaffAccounts() {
  return db
    .selectFrom("staffUsers")
    .select(["id", "email", "role", "createdAt", "lastSignInAt"])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** The latest changes to staff accounts, newest first. */
export async function listRecentStaffChanges(limit = 10) {
  return db
    .selectFrom("staffAudit")
    .select(["id", "createdAt", "actorEmail", "action", "targetEmail", "detail"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Records a change in the staff audit; `detail` says what beyond the action (a new role, a deleted lead). */
export function audit(
  trx: Pick<typeof db, "insertInto">,
  actorEmail: string,
  action: Database["staffAudit"]["action"],
  targetEmail: string,
  detail: string | null = null,
) {
  return trx.insertInto("staffAudit").values({ actorEmail, action, targetEmail, detail }).execute();
}

const LAST_OWNER = "The last owner can't be removed or made staff: make another account an owner first.";

async function isLastOwner(trx: Pick<typeof db, "selectFrom">, account: { role: StaffRole }) {
  if (account.role !== "owner") return false;
  const { count } = await trx
    .selectFrom("staffUsers")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(count) <= 1;
}

/** Creates an account; undefined when the email already has one. */
export async function addStaffAccount(actorEmail: string, email: string, password: string, role: StaffRole) {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto("staffUsers")
      .values({ email, passwordHash, role })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning(["id", "email"])
      .executeTakeFirst();
    if (added) await audit(trx, actorEmail, "account-added", added.email, role);
    return added;
  });
}

export type RemoveStaffAccountResult = { removed: { id: number; email: string } } | { refused: string };

/**
 * Removes an account, never the actor's own and never the last one. Its
 * sessions go with it (sessions.staff_user_id cascades), signing it out at once.
 */
export async function removeStaffAccount(actor: { id: number; email: string }, accountId: number) {
  if (accountId === actor.id) return { refused: "You cannot remove your own account." };
  return db.transaction().execute(async (trx): Promise<RemoveStaffAccountResult> => {
    const account = await trx
      .selectFrom("staffUsers")
      .select(["id", "email", "role"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (!account) return { refused: "That account no longer exists." };
    if (await isLastOwner(trx, account)) return { refused: LAST_OWNER };
    await trx.deleteFrom("staffUsers").where("id", "=", account.id).execute();
    await audit(trx, actor.email, "account-removed", account.email);
    return { removed: account };
  });
}

/** Makes an account an owner or staff; never the last owner staff (their own included). */
export async function setStaffRole(actor: { email: string }, accountId: number, role: StaffRole) {
  return db.transaction().execute(async (trx): Promise<{ changed: { email: string } } | { refused: string }> => {
    const account = await trx
      .selectFrom("staffUsers")
      .select(["id", "email", "role"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (!account) return { refused: "That account no longer exists." };
    if (account.role === role) return { changed: account };
    if (await isLastOwner(trx, account)) return { refused: LAST_OWNER };
    await trx.updateTable("staffUsers").set({ role }).where("id", "=", account.id).execute();
    await audit(trx, actor.email, "role-changed", account.email, role);
    return { changed: account };
  });
}

/**
 * Sets a new password for the actor's own account after checking the current
 * one, and ends every other session of the account (the one in `keepSessionId`
 * stays signed in). False when the current password is wrong.
 */
export async function changeOwnPassword(
  actor: { id: number; email: string },
  passwords: { current: string; next: string },
  keepSessionId: string,
) {
  const account = await db
    .selectFrom("staffUsers")
    .select("passwordHash")
    .where("id", "=", actor.id)
    .executeTakeFirst();
  if (!account || !(await verifyPassword(passwords.current, account.passwordHash))) return false;
  const passwordHash = await hashPassword(passwords.next);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staffUsers").set({ passwordHash }).where("id", "=", actor.id).execute();
    await audit(trx, actor.email, "password-changed", actor.email);
  });
  await endOtherSessions(actor.id, keepSessionId);
  return true;
}
