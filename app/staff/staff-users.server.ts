import { db } from "~/platform/db.server";
import { EnvError } from "~/platform/env.server";

import { hashPassword, verifyPassword } from "./password.server";
import { strongPasswordSchema } from "./password-strength.server";
import { endOtherSessions } from "./sessions.server";

// Compared against when the email is unknown, so a miss takes as long as a wrong password.
const dummyHash = hashPassword("not-a-real-password");

function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function getStaffUserById(id: number) {
  return db.selectFrom("staffUsers").select(["id", "email", "role"]).where("id", "=", id).executeTakeFirst();
}

export async function countStaffUsers() {
  const row = await db
    .selectFrom("staffUsers")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Creates the account, or sets a new password when the email already has one
 * (which signs out all its sessions). The first account is an owner, and so
 * is any made with `owner`; an existing account keeps its role unless `owner` promotes it.
 */
export async function upsertStaffUser(email: string, password: string, { owner = false } = {}) {
  const passwordHash = await hashPassword(password);
  const role = owner || (await countStaffUsers()) === 0 ? "owner" : "staff";
  const row = await db
    .insertInto("staffUsers")
    .values({ email: normalizeEmail(email), passwordHash, role })
    .onConflict((oc) => oc.column("email").doUpdateSet(owner ? { passwordHash, role } : { passwordHash }))
    .returning(["id", "email", "role"])
    .executeTakeFirstOrThrow();
  await endOtherSessions(row.id);
  return row;
}

/** The staff user for these credentials, or undefined; never says which part was wrong. */
export async function verifyStaffLogin(email: string, password: string) {
  const user = await db
    .selectFrom("staffUsers")
    .select(["id", "email", "passwordHash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) return undefined;
  await db
    .updateTable("staffUsers")
    .set({ lastSignInAt: new Date().toISOString() })
    .where("id", "=", user.id)
    .execute();
  return { id: user.id, email: user.email };
}

/** At start: the first account comes from ADMIN_EMAIL/ADMIN_PASSWORD when no account exists yet. */
export async function ensureInitialStaffUser(admin: { email?: string; password?: string }) {
  if (!admin.email || !admin.password) return;
  if ((await countStaffUsers()) > 0) return;
  const password = strongPasswordSchema(admin.email).safeParse(admin.password);
  if (!password.success)
    throw new EnvError(`Invalid configuration: ADMIN_PASSWORD: ${password.error.issues[0]!.message}`);
  await upsertStaffUser(admin.email, password.data);
  console.log(`Created the first staff account for ${normalizeEmail(admin.email)}`);
}
