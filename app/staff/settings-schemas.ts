import { z } from "zod";

// SPEC §5 texts; length limits keep a typo from filling the page or an email header.
export const notificationEmailSchema = z
  .string({
    required_error: "Please enter a valid email address",
    invalid_type_error: "Please enter a valid email address",
  })
  .trim()
  .min(1, "Please enter a valid email address")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

export const phoneNumberSchema = z
  .string({ required_error: "Please enter a phone number", invalid_type_error: "Please enter a phone number" })
  .trim()
  .min(1, "Please enter a phone number")
  .max(40, "Please enter a phone number of at most 40 characters");

export const leadSourceMessageSchema = z
  .string({
    required_error: "Please enter a lead source message",
    invalid_type_error: "Please enter a lead source message",
  })
  .trim()
  .min(1, "Please enter a lead source message")
  .max(500, "Please keep the lead source message under 500 characters");

const emailId = z.number().int().positive();

/**
 * The settings forms of Form Fills Management, told apart by their intent:
 * parsed once on the server (parseWithZod), and read by the forms (Conform)
 * for their limits and field errors.
 */
export const settingsFormSchema = z.discriminatedUnion("intent", [
  // A ticked "Spanish leads only" sends "on" (read as true), an unticked one nothing.
  z.object({ intent: z.literal("add-email"), email: notificationEmailSchema, spanishOnly: z.boolean().default(false) }),
  z.object({
    intent: z.literal("set-email-active"),
    emailId,
    isActive: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("remove-email"), emailId }),
  z.object({ intent: z.literal("update-phone"), phoneNumber: phoneNumberSchema }),
  z.object({ intent: z.literal("update-lead-source"), message: leadSourceMessageSchema }),
  // A ticked checkbox sends "on" (read as true), an unticked one nothing.
  z.object({ intent: z.literal("set-confirmations"), sendConfirmations: z.boolean().default(false) }),
  z.object({ intent: z.literal("set-share-money"), shareMoney: z.boolean().default(false) }),
]);
