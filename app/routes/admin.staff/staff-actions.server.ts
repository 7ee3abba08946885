import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { rateLimiter } from "~/platform/http/rate-limit.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import type { ToastInput } from "~/platform/remix/toast";
import { assertOwner, type StaffUser } from "~/staff/auth.server";
import { passwordWeakness } from "~/staff/password-strength.server";
import { getStaffSession } from "~/staff/sessions.server";
import { addStaffAccount, changeOwnPassword, removeStaffAccount, setStaffRole } from "~/staff/staff-accounts.server";

import { staffAccountFormSchema } from "./staff-forms";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Never sent back to the page, not even to refill a form. */
const PASSWORD_FIELDS = ["password", "currentPassword", "newPassword"];

/**
 * The page's schema plus what only the server checks: a new password must not
 * be guessable, counting the email of the account it is for.
 */
const staffAccountActionSchema = (signedInEmail: string) =>
  staffAccountFormSchema.superRefine((input, context) => {
    const [field, password, email] =
      input.intent === "add-account"
        ? ["password", input.password, input.email]
        : input.intent === "change-password"
          ? ["newPassword", input.newPassword, signedInEmail]
          : [];
    const weakness = password === undefined ? undefined : passwordWeakness(password, email);
    if (weakness) context.addIssue({ code: "custom", path: [field!], message: weakness });
  });

/** The Staff page's forms: add an account, remove one, change your own password. */
export async function handleStaffAccountAction(request: Request, user: StaffUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: staffAccountActionSchema(user.email) });
  // The add and password forms start empty again; the account rows change with the page's data.
  const done = (toast: ToastInput) => formSaved(request, submission, toast, { back: "/admin/staff", resetForm: true });
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}, status = 400) =>
    data(submission.reply({ ...options, hideFields: PASSWORD_FIELDS }), { status });
  if (submission.status !== "success") return reply();

  const input = submission.value;
  // Everyone manages their own password; accounts are the owners'.
  if (input.intent !== "change-password") assertOwner(user);
  switch (input.intent) {
    case "add-account": {
      const added = await addStaffAccount(user.email, input.email, input.password, input.role);
      if (!added) return reply({ formErrors: ["That email address already has a staff account."] }, 409);
      return done({ title: "Account Added", description: `${added.email} can now sign in.` });
    }
    case "remove-account": {
      const result = await removeStaffAccount(user, input.accountId);
      if ("refused" in result) return reply({ formErrors: [result.refused] }, 409);
      return done({ title: "Account Removed", description: `${result.removed.email} can no longer sign in.` });
    }
    case "set-role": {
      const result = await setStaffRole(user, input.accountId, input.role);
      if ("refused" in result) return reply({ formErrors: [result.refused] }, 409);
      return done({
        title: "Role Changed",
        description: `${result.changed.email} is now ${input.role === "owner" ? "an owner" : "staff"}.`,
      });
    }
    case "change-password": {
      // A stolen session must not be able to guess the current password at leisure.
      if (!rateLimiter("staff-password-change", 5, FIFTEEN_MINUTES).hit(String(user.id)).allowed) {
        return reply({ formErrors: ["Too many attempts. Please try again in 15 minutes."] }, 429);
      }
      const { id: sessionId } = await getStaffSession(request);
      const passwords = { current: input.currentPassword, next: input.newPassword };
      if (!(await changeOwnPassword(user, passwords, sessionId))) {
        return reply({ fieldErrors: { currentPassword: ["The current password is not correct."] } });
      }
      return done({ title: "Password Changed", description: "Your other sessions have been signed out." });
    }
  }
}
