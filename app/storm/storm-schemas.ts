import { z } from "zod";

import { type StormTier, stormTiers } from "./tiers";

export const tierLabels: Record<StormTier, string> = { red: "Red", orange: "Orange", yellow: "Yellow" };

/** Staff change a lead's tier (the lead page's Storm card). */
export const stormTierFormSchema = z.object({
  intent: z.literal("storm-tier"),
  tier: z.enum(stormTiers, { errorMap: () => ({ message: "Choose Red, Orange or Yellow" }) }),
});

/** The share of free estimate-visit windows visitors may still book themselves in a storm, in percent. */
export const bookingShareSchema = z
  .number({ invalid_type_error: "Enter a share from 0 to 100 (percent)" })
  .int("Enter a whole percentage from 0 to 100")
  .min(0, "Enter a share from 0 to 100 (percent)")
  .max(100, "Enter a share from 0 to 100 (percent)");

/** Settings → Storm mode (owners, no JavaScript needed): the switch, an end in hours, the booking share. */
export const stormSettingsFormSchema = z.object({
  intent: z.literal("storm-settings"),
  stormMode: z.boolean().default(false),
  endsInHours: z
    .number({ invalid_type_error: "Enter hours from 1 to 336, or leave it empty" })
    .int("Enter whole hours")
    .min(1, "Enter hours from 1 to 336, or leave it empty")
    .max(336, "Enter hours from 1 to 336 (two weeks), or leave it empty")
    .optional(),
  bookingShare: bookingShareSchema,
});

/** `PATCH /api/site-settings`: storm mode on or off, with an optional end time (ISO 8601) and booking share. */
export const stormModePatchSchema = z.object(
  {
    stormMode: z.boolean({
      required_error: "Send stormMode: true or false",
      invalid_type_error: "stormMode must be true or false",
    }),
    stormEndsAt: z
      .string({ invalid_type_error: "stormEndsAt must be an ISO 8601 time or null" })
      .datetime({ offset: true, message: "stormEndsAt must be an ISO 8601 time, e.g. 2026-12-01T18:00:00Z" })
      .transform((value) => new Date(value).toISOString())
      .refine((value) => Date.parse(value) > Date.now(), "stormEndsAt must be in the future")
      .nullable()
      .optional(),
    stormBookingShare: bookingShareSchema.optional(),
  },
  { invalid_type_error: "Send a JSON object" },
);

/** The triage board's one-tap forms: Called (the lead's Mark contacted), Scheduled, Needs a climber, Needs a crane. */
export const stormBoardFormSchema = z.object({
  intent: z.enum(["called", "scheduled", "needs-climber", "needs-crane"], {
    errorMap: () => ({ message: "Choose Called, Scheduled, Needs a climber or Needs a crane" }),
  }),
  leadId: z.coerce.number().int().positive(),
});

/** The owner's update to the waiting leads of a tier ("tier:red") or a ZIP code ("zip:76710"). */
export const stormUpdateFormSchema = z.object({
  intent: z.literal("storm-update"),
  target: z
    .string({ required_error: "Choose a tier or a ZIP code" })
    .regex(/^(tier:(red|orange|yellow)|zip:\d{5})$/, "Choose a tier or a ZIP code"),
  message: z
    .string({ required_error: "Write the update" })
    .trim()
    .min(1, "Write the update")
    .max(300, "Please keep an update under 300 characters"),
});
