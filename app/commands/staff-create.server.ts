import { db } from "~/platform/db.server";
import { strongPasswordSchema } from "~/staff/password-strength.server";
import { staffEmailSchema } from "~/staff/staff-account-schemas";
import { upsertStaffUser } from "~/staff/staff-users.server";

import { migrateToLatest } from "../../db/migrate";
import { CommandError } from "./command-error.server";
import { readNewPassword } from "./read-password.server";

/**
 * `staff create <email> [--owner]` (`npm run staff:create -- <email> [--owner]`): creates a
 * staff account, or sets a new password for an existing one; `--owner` makes it an owner.
 */
export async function createStaffAccount(email: string, flag?: string) {
  const validEmail = staffEmailSchema.safeParse(email);
  if (!validEmail.success) throw new CommandError(`Not an email address: "${email}"`, 2);
  if (flag !== undefined && flag !== "--owner") throw new CommandError(`Unknown option "${flag}": only --owner`, 2);

  const password = await readNewPassword();
  if (password === null) throw new CommandError("The passwords do not match");
  const validPassword = strongPasswordSchema(validEmail.data).safeParse(password);
  if (!validPassword.success) throw new CommandError(validPassword.error.issues[0]!.message);

  await migrateToLatest(db);
  const user = await upsertStaffUser(validEmail.data, validPassword.data, { owner: flag === "--owner" });
  console.log(`${user.role === "owner" ? "Owner" : "Staff"} account ready: ${user.email}`);
  await db.destroy();
}
