import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 12;

export const staffEmailSchema = z
  .string({ required_error: "Please enter an email address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter an email address")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

export const staffPasswordSchema = z
  .string({ required_error: `The password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024, "The password must be at most 1024 characters");

/**
 * The forms of the Staff page, told apart by their intent: parsed once on the
 * server (which also checks that a new password is not a common one) and read
 * by the forms (Conform) for their limits and field errors.
 */
export const staffRoles = ["staff", "owner"] as const;

/** What each role may do, as the Staff page explains it. */
export const roleDescriptions: Record<(typeof staffRoles)[number], string> = {
  staff: "Staff: works the leads",
  owner: "Owner: also manages accounts, settings and SEO",
};

const roleSchema = z.enum(staffRoles, { errorMap: () => ({ message: "Choose staff or owner" }) });

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

export type StaffAccountFields = z.input<typeof staffAccountFormSchema>;
