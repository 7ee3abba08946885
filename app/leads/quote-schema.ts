import { z } from "zod";

import { getServiceByAlias, services } from "~/content/services";

import type { NewLead } from "../../db/schema";
import { fieldLimits } from "./quote-form-fields";

export { fieldLimits, QUOTE_FORM_ID, utmParams } from "./quote-form-fields";

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]];

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ required_error: missing, invalid_type_error: "Must be text" }).trim().min(1, missing).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

const phone = requiredText(fieldLimits.phone, "Please enter your phone number", "That phone number is too long")
  .refine(
    (value) => {
      if (!value) return true; // reported as missing already
      const digits = value.replace(/\D/g, "").length;
      return /^[\d\s()+.-]+$/.test(value) && digits >= 7 && digits <= 15;
    },
    // A pattern, not a number: a sample number reads as ours, and ours is a setting staff change.
    "Please enter a valid phone number with area code, like (XXX) XXX-XXXX",
  )
  // Plain spaces only, so the database's digits-only copy (for search) is exact.
  .transform((value) => value.replace(/\s+/g, " "));

const service = z.enum(serviceSlugs, {
  errorMap: () => ({ message: "Please select a service" }),
});

/** The API also takes the services' older slugs (as the pages do) and stores the canonical one. */
const serviceOrAlias = z.preprocess(
  (value) => (typeof value === "string" ? (getServiceByAlias(value.trim())?.slug ?? value) : value),
  service,
);

const email = z
  .string({ invalid_type_error: "Must be text" })
  .trim()
  .max(fieldLimits.email, "That email address is too long")
  .email("Please enter a valid email address");

const quoteFields = {
  name: requiredText(fieldLimits.name, "Please enter your name", "Please shorten your name"),
  phone,
  service,
  message: optionalText(fieldLimits.message, `Please keep your message under ${fieldLimits.message} characters`),
};

/** The site's quote form: email is required there. */
export const quoteFormSchema = z.object({
  ...quoteFields,
  email: z
    .string({ required_error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .pipe(email),
});

/** POST /api/contact: older clients send no email; address is accepted but optional. */
export const apiContactSchema = z.object({
  ...quoteFields,
  service: serviceOrAlias,
  email: z
    .union([z.literal(""), email])
    .optional()
    .transform((value) => value || undefined),
  address: optionalText(fieldLimits.address, "Please shorten the address"),
});

export type QuoteRequest = z.output<typeof apiContactSchema>;

/** Where a lead came from; never rejected, only trimmed to size. */
/** Where a lead came from: the tracking columns of a lead. */
export type LeadTracking = Partial<
  Pick<
    NewLead,
    "sourcePage" | "referrer" | "userAgent" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"
  >
>;

/** Keeps a tracking value only when it is text, cut to a bounded length. */
export function trackingValue(value: unknown, max = 500) {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}
