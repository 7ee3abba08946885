import { z } from "zod";

import { staffEmailSchema, staffPasswordSchema, staffRoles } from "~/staff/staff-account-schemas";

/** What each role may do, as the Staff page explains it. */
export const roleDescriptions: Record<(typeof staffRoles)[number], string> = {
  staff: "Staff: works the leads",
  owner: "Owner: also manages accounts, settings and SEO",
};

const roleSchema = z.enum(staffRoles, { errorMap: () => ({ message: "Choose staff or owner" }) });

/**
 * The forms of the Staff page, told apart by their intent: parsed once on the
 * server (which also checks that a new password is not a common one) and read
 * by the forms (Conform) for their limits and field errors.
 */
export const staffAccountFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add-account"),
    email: staffEmailSchema,
    password: staffPasswordSchema,
    role: roleSchema.default("staff"),
  }),
  z.object({ intent: z.literal("remove-account"), accountId: z.number().int().positive() }),
  z.object({ intent: z.literal("set-role"), accountId: z.number().int().positive(), role: roleSchema }),
  z.object({
    intent: z.literal("change-password"),
    // A blank box is simply not the current password.
    currentPassword: z
      .string({ required_error: "The current password is not correct." })
      .max(1024, "The current password is not correct."),
    newPassword: staffPasswordSchema,
  }),
]);
