import { z } from "zod";

import { deductibleWording } from "~/content/estimate-text";

const terms = (language: string) =>
  z
    .string()
    .trim()
    .max(4000, `Please keep the ${language} terms under 4,000 characters`)
    .refine(
      (text) => !deductibleWording.test(text),
      "Texas forbids offering to pay or waive an insurance deductible (Business & Commerce Code §27.02): take this out",
    )
    .default("");

/**
 * Settings, Estimates (owners): the terms every estimate carries, in each language; the sales
 * tax rate on lines marked taxable, as a percent ("8.25"); and how many days a new estimate is
 * good for. A sent version keeps the terms and rate it was sent with.
 */
export const estimateSettingsSchema = z.object({
  intent: z.literal("estimate-settings"),
  termsEn: terms("English"),
  termsEs: terms("Spanish"),
  taxRate: z
    .string({ required_error: "Give the sales tax rate, like 8.25" })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "Give the rate as a percent with up to two decimals, like 8.25")
    .transform((text) => Math.round(Number(text) * 100))
    .pipe(z.number().max(2500, "Give a rate up to 25%")),
  validDays: z
    .number({ required_error: "Give a number of days", invalid_type_error: "Give a number of days" })
    .int("Give a whole number of days")
    .min(1, "Give at least 1 day")
    .max(365, "Give at most 365 days"),
});
