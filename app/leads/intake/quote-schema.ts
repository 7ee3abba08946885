import { z } from "zod";

import { type Locale, locales } from "~/content/locale";
import { type QuoteMessages, quoteMessages } from "~/content/quote-messages";
import { getServiceByAlias, services } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { withoutControlCharacters } from "~/platform/visitor-text";
import { stormIntakeShape } from "~/storm/intake";

import type { NewLead } from "../../../db/schema";
import { fieldLimits } from "../lead-fields";

export { fieldLimits } from "../lead-fields";
export { QUOTE_FORM_ID, utmParams } from "./quote-form-fields";

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]];

/** Every text a visitor sends starts here: control characters are gone before any rule reads it. */
const visitorText = (errors: { required_error?: string; invalid_type_error: string }) =>
  z.string(errors).transform(withoutControlCharacters);

const requiredText = (max: number, missing: string, tooLong: string, notText: string) =>
  visitorText({ required_error: missing, invalid_type_error: notText }).pipe(
    z.string().trim().min(1, missing).max(max, tooLong),
  );

const optionalText = (max: number, tooLong: string, notText: string) =>
  visitorText({ invalid_type_error: notText })
    .pipe(z.string().trim().max(max, tooLong))
    .optional()
    .transform((value) => (value ? value : undefined));

/** A name is one line: a line break would start a line of its own in the office's email. */
const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;

/** The fields of a quote request, answering in one language. */
function quoteFieldsIn(messages: QuoteMessages) {
  const phone = requiredText(fieldLimits.phone, messages.phoneMissing, messages.phoneTooLong, messages.notText)
    .refine((value) => {
      if (!value) return true; // reported as missing already
      const digits = value.replace(/\D/g, "").length;
      return /^[\d\s()+.-]+$/.test(value) && digits >= 7 && digits <= 15;
    }, messages.phoneInvalid)
    // Plain spaces only, so the database's digits-only copy (for search) is exact.
    .transform((value) => value.replace(/\s+/g, " "));

  const email = visitorText({ invalid_type_error: messages.notText }).pipe(
    z.string().trim().max(fieldLimits.email, messages.emailTooLong).email(messages.emailInvalid),
  );

  return {
    fields: {
      name: requiredText(fieldLimits.name, messages.nameMissing, messages.nameTooLong, messages.notText).pipe(
        z.string().regex(ONE_LINE, messages.nameOneLine),
      ),
      phone,
      service: z.enum(serviceSlugs, { errorMap: () => ({ message: messages.serviceMissing }) }),
      // A street address may come in two lines (a browser's autofill writes "1 Elm St\nApt 2"): kept as one.
      address: optionalText(fieldLimits.address, messages.addressTooLong, messages.notText).transform((value) =>
        value?.replace(LINE_BREAKS, ", "),
      ),
      message: optionalText(
        fieldLimits.message,
        fillText(messages.messageTooLong, { max: fieldLimits.message }),
        messages.notText,
      ),
    },
    email,
  };
}

/** An email address may be left out (the promise is a call back); one given must be an address. */
const optionalEmail = (email: z.ZodType<string, z.ZodTypeDef, string>) =>
  z
    .union([z.literal(""), email])
    .optional()
    .transform((value) => value || undefined);

/** The site's quote form in a language: name, phone and service required, as for the API (PRODUCT.md). */
function quoteFormSchemaIn(locale: Locale) {
  const { fields, email } = quoteFieldsIn(quoteMessages[locale]);
  // "Text me about my request": an unticked box sends nothing.
  return z.object({ ...fields, email: optionalEmail(email), textMe: z.literal("on").optional() });
}

/** The site's quote form, its messages in the page's language. */
export const quoteFormSchemas = Object.fromEntries(
  locales.map((locale) => [locale, quoteFormSchemaIn(locale)]),
) as Record<Locale, ReturnType<typeof quoteFormSchemaIn>>;

/** The form while storm mode is on: the same fields and the hazard intake's questions (app/storm/intake.ts). */
const stormQuoteFormSchemaIn = (locale: Locale) => quoteFormSchemaIn(locale).extend(stormIntakeShape(locale));

export const stormQuoteFormSchemas = Object.fromEntries(
  locales.map((locale) => [locale, stormQuoteFormSchemaIn(locale)]),
) as Record<Locale, ReturnType<typeof stormQuoteFormSchemaIn>>;

/** The English page's form. */
export const quoteFormSchema = quoteFormSchemas.en;

const { fields: quoteFields, email } = quoteFieldsIn(quoteMessages.en);

/** The API also takes the services' older slugs (as the pages do) and stores the canonical one. */
const serviceOrAlias = z.preprocess(
  (value) => (typeof value === "string" ? (getServiceByAlias(value.trim())?.slug ?? value) : value),
  quoteFields.service,
);

/**
 * POST /api/contact: older clients send no email. The visitor's confirmation
 * goes out only when the client asks for it (`sendConfirmation: true`): an API
 * client can't show the site's spam trap, so it must not aim the business's
 * email at an address it typed.
 */
export const apiContactSchema = z.object({
  ...quoteFields,
  service: serviceOrAlias,
  email: optionalEmail(email),
  sendConfirmation: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
      errorMap: () => ({ message: "Must be true or false" }),
    })
    .default(false),
  /** The language the visitor reads: their confirmation and every later message to them are in it. */
  language: z.enum(locales, { errorMap: () => ({ message: 'Must be "en" or "es"' }) }).default("en"),
});

/** A valid request, from the site's form or the API: the lead's fields and whether to confirm it to the visitor. */
export type QuoteRequest = Omit<z.output<typeof apiContactSchema>, "sendConfirmation"> &
  Partial<Pick<NewLead, "textConsentAt" | "textConsentVersion" | "textConsentPage" | "textConsentIp">> &
  /** The hazard intake's answers and the tier they set, while storm mode is on (app/storm/intake.ts). */
  Partial<Pick<NewLead, "stormHazards" | "stormCanLeave" | "stormInsuranceClaim" | "stormTier">>;

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
  const trimmed = withoutControlCharacters(value).trim();
  return trimmed ? trimmed.slice(0, max) : null;
}
