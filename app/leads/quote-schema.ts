import { z } from "zod";

import { getServiceByAlias, services } from "~/content/services";

import type { NewLead } from "../../db/schema";
import { fieldLimits } from "./lead-fields";

export { fieldLimits } from "./lead-fields";
export { QUOTE_FORM_ID, utmParams } from "./quote-form-fields";

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

/** A name is one line: a line break would start a line of its own in the office's email. */
const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;

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
  name: requiredText(fieldLimits.name, "Please enter your name", "Please shorten your name").regex(
    ONE_LINE,
    "Please enter your name on one line",
  ),
  phone,
  service,
  // A street address may come in two lines (a browser's autofill writes "1 Elm St\nApt 2"): kept as one.
  address: optionalText(fieldLimits.address, "Please shorten the address").transform((value) =>
    value?.replace(LINE_BREAKS, ", "),
  ),
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

/**
 * POST /api/contact: older clients send no email. The visitor's confirmation
 * goes out only when the client asks for it (`sendConfirmation: true`): an API
 * client can't show the site's spam trap, so it must not aim the business's
 * email at an address it typed.
 */
export const apiContactSchema = z.object({
  ...quoteFields,
  service: serviceOrAlias,
  email: z
    .union([z.literal(""), email])
    .optional()
    .transform((value) => value || undefined),
  sendConfirmation: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
      errorMap: () => ({ message: "Must be true or false" }),
    })
    .default(false),
});

/** A valid request, from the site's form or the API: the lead's fields and whether to confirm it to the visitor. */
export type QuoteRequest = Omit<z.output<typeof apiContactSchema>, "sendConfirmation">;

/** Where a lead came from: the tracking columns of a lead, never rejected, only trimmed to size. */
export type LeadTracking = Partial<
  Pick<
    NewLead,
    | "sourcePage"
    | "landingPage"
    | "referrer"
    | "userAgent"
    | "utmSource"
    | "utmMedium"
    | "utmCampaign"
    | "utmTerm"
    | "utmContent"
    | "gclid"
    | "fbclid"
    | "msclkid"
  >
>;

/** A tracking parameter's column: utm_source → utmSource. */
export const trackingColumn = (param: string) =>
  param.replace(/_(\w)/, (_, letter: string) => letter.toUpperCase()) as keyof LeadTracking;

/** Keeps a tracking value only when it is text, cut to a bounded length. */
export function trackingValue(value: unknown, max = 500) {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}
