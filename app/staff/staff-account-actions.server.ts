import { rateLimiter } from "~/platform/rate-limit.server";
import type { ToastInput } from "~/platform/toast";
import { redirectWithToast } from "~/platform/toast.server";

import { strongPasswordSchema } from "./password-strength.server";
import { getStaffSession } from "./sessions.server";
import { staffAccountIntentSchema, staffEmailSchema } from "./staff-account-schemas";
import { addStaffAccount, changeOwnPassword, removeStaffAccount } from "./staff-accounts.server";
import { fail, formValues } from "./staff-actions.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The Staff page's forms: add an account, remove one, change your own password. */
export async function handleStaffAccountAction(
  request: Request,
  user: { id: number; email: string },
  formData: FormData,
) {
  const values = formValues(formData);
  const done = (toast: ToastInput) => redirectWithToast("/admin/staff", toast);
  const input = staffAccountIntentSchema.safeParse(Object.fromEntries(formData));
  if (!input.success) return fail(values, { title: "Error", description: "This action is not recognised." });

  switch (input.data.intent) {
    case "add-account": {
      const email = staffEmailSchema.safeParse(input.data.email);
      if (!email.success) {
        return fail(values, { title: "Invalid Email", description: email.error.issues[0]!.message, field: "email" });
      }
      const password = strongPasswordSchema.safeParse(input.data.password);
      if (!password.success) {
        const description = password.error.issues[0]!.message;
        return fail(values, { title: "Invalid Password", description, field: "password" });
      }
      const added = await addStaffAccount(user.email, email.data, password.data);
      if (!added) {
        const description = "That email address already has a staff account.";
        return fail(values, { title: "Error", description, field: "email" }, 409);
      }
      return done({ title: "Account Added", description: `${added.email} can now sign in.` });
    }
    case "remove-account": {
      const result = await removeStaffAccount(user, input.data.accountId);
      if ("refused" in result) return fail(values, { title: "Not Removed", description: result.refused }, 409);
      return done({ title: "Account Removed", description: `${result.removed.email} can no longer sign in.` });
    }
    case "change-password": {
      // A stolen session must not be able to guess the current password at leisure.
      if (!rateLimiter("staff-password-change", 5, FIFTEEN_MINUTES).hit(String(user.id)).allowed) {
        const description = "Too many attempts. Please try again in 15 minutes.";
        return fail(values, { title: "Password Not Changed", description }, 429);
      }
      const password = strongPasswordSchema.safeParse(input.data.newPassword);
      if (!password.success) {
        const description = password.error.issues[0]!.message;
        return fail(values, { title: "Invalid Password", description, field: "newPassword" });
      }
      const { id: sessionId } = await getStaffSession(request);
      const passwords = { current: input.data.currentPassword, next: password.data };
      if (!(await changeOwnPassword(user, passwords, sessionId))) {
        const description = "The current password is not correct.";
        return fail(values, { title: "Password Not Changed", description, field: "currentPassword" });
      }
      return done({ title: "Password Changed", description: "Your other sessions have been signed out." });
    }
  }
}
