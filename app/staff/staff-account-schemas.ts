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

const accountId = z.coerce.number().int().positive();

/** The forms of the Staff page, told apart by their intent. */
export const staffAccountIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-account"), email: z.string(), password: z.string() }),
  z.object({ intent: z.literal("remove-account"), accountId }),
  z.object({ intent: z.literal("change-password"), currentPassword: z.string(), newPassword: z.string() }),
]);
