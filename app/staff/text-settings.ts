import { z } from "zod";

/** ISO weekdays as the form offers them, Monday first. */
export const WEEKDAYS = {
  "1": "Mon",
  "2": "Tue",
  "3": "Wed",
  "4": "Thu",
  "5": "Fri",
  "6": "Sat",
  "7": "Sun",
} as const;

const clockTime = (message: string) =>
  z.string({ required_error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/**
 * Settings → Texts (owners): who is on call, first number first; how often an unclaimed
 * emergency repeats; the office hours in which ordinary leads and customers' texts also text
 * the on-call phone; and whether review requests also go by text.
 */
export const textSettingsSchema = z
  .object({
    intent: z.literal("text-settings"),
    onCallPhones: z
      .string({ required_error: "Enter at least one on-call number" })
      .trim()
      .max(300, "Keep the list under 300 characters")
      // Each is read as a number by the action (toE164 stays out of the page's JavaScript).
      .transform((value) =>
        value
          .split(/[,;\n]+/)
          .map((phone) => phone.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, "Enter at least one on-call number")),
    repeatMinutes: z.coerce
      .number({ invalid_type_error: "Enter the minutes between repeats" })
      .int("Enter whole minutes")
      .min(1, "Repeat at most every minute")
      .max(60, "Repeat at least every 60 minutes"),
    // Conform reads one ticked box as a list of one, none as missing.
    officeDays: z
      .array(z.enum(Object.keys(WEEKDAYS) as [keyof typeof WEEKDAYS]), { required_error: "Choose at least one day" })
      .min(1, "Choose at least one day"),
    officeOpens: clockTime("Enter the time the office opens, as 07:00"),
    officeCloses: clockTime("Enter the time the office closes, as 18:00"),
    ordinaryLeadsInOfficeHours: z.boolean().default(false),
    reviewRequestsByText: z.boolean().default(false),
  })
  .refine((settings) => settings.officeCloses > settings.officeOpens, {
    message: "The office must close after it opens",
    path: ["officeCloses"],
  });
