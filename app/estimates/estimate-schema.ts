import { z } from "zod";

import { deductibleWording } from "~/content/estimate-text";
import { isCalendarDate } from "~/platform/calendar-date";

import type { EstimateLine } from "./estimate-lines";

/** Most lines one estimate takes: a big lot is about 20 trees. */
export const MAX_LINES = 40;
/** Most optional lines: the customer's page knows the total of every choice of them (2^6 = 64). */
export const MAX_OPTIONAL_LINES = 6;
const fewOptional = (lines: Array<{ optional: boolean }>) =>
  lines.filter((line) => line.optional).length <= MAX_OPTIONAL_LINES;
const tooManyOptional = `Offer at most ${MAX_OPTIONAL_LINES} optional lines`;
/** A line worth more than this ($100,000 a unit) is a typo. */
const MAX_UNIT_CENTS = 10_000_000;

const noDeductible = (text: string) => !deductibleWording.test(text);
const deductibleRefusal =
  "Texas forbids offering to pay or waive an insurance deductible (Business & Commerce Code §27.02): take this out";

const description = z
  .string({ required_error: "Describe the work" })
  .trim()
  .min(1, "Describe the work")
  .max(200, "Please keep a line's description under 200 characters")
  .refine(noDeductible, deductibleRefusal);
const area = z
  .string()
  .trim()
  .max(120, "Please keep the tree or area under 120 characters")
  .refine(noDeductible, deductibleRefusal)
  .default("");
const quantity = z
  .number({ required_error: "Give a quantity", invalid_type_error: "Give a quantity" })
  .positive("Give a quantity above 0")
  .max(10_000, "Give a quantity up to 10,000")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Use at most two decimals");

/** A day (YYYY-MM-DD) the estimate is good until. */
export const expiresOnField = z
  .string({ required_error: "Pick the day it expires" })
  .refine(isCalendarDate, "Pick the day it expires");

/**
 * Dollars as staff type them ("1,200", "$85.50") → whole cents. The form's field; the API
 * takes cents (`unitPrice`), as SPEC's JSON keeps money.
 */
const dollarsField = z
  .string({ required_error: "Give a price" })
  .trim()
  .transform((text, context) => {
    const cleaned = text.replace(/[$,\s]/g, "");
    if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
      context.addIssue({ code: "custom", message: "Give a price in dollars, like 1200 or 85.50" });
      return z.NEVER;
    }
    return Math.round(Number(cleaned) * 100);
  })
  .pipe(z.number().max(MAX_UNIT_CENTS, "Give a price up to $100,000"));

/** One line of the builder's form. */
const formLine = z.object({
  description,
  area,
  quantity,
  unitPrice: dollarsField,
  taxable: z.boolean().default(false),
  optional: z.boolean().default(false),
  photoIds: z.array(z.coerce.number().int().positive()).default([]),
});

/** The builder on the lead page: its lines, expiry and where it is signed; Save or Send. */
export const builderSchema = z.object({
  intent: z.enum(["estimate-save", "estimate-send"]),
  lines: z
    .array(formLine, { required_error: "Add a line" })
    .min(1, "Add a line")
    .max(MAX_LINES)
    .refine(fewOptional, tooManyOptional),
  expiresOn: expiresOnField,
  /** Written and signed at the customer's home, on the estimator's phone: the 3-day notice applies. */
  atHome: z.boolean().default(false),
  /** The county of work after a declared disaster; outside the home counties, Chapter 58 applies. */
  disasterCounty: z.string().trim().max(40).default(""),
});

export type BuilderValue = z.output<typeof builderSchema>;

/** The API's estimate (POST /api/leads/{id}/estimates): money in cents, `send` to send it at once. */
export const apiEstimateSchema = z.object({
  lines: z
    .array(
      z.object({
        description,
        area: area.optional(),
        quantity: quantity.default(1),
        unitPrice: z.number().int("unitPrice is in whole cents").min(0).max(MAX_UNIT_CENTS),
        taxable: z.boolean().default(false),
        optional: z.boolean().default(false),
      }),
    )
    .min(1, "Give at least one line")
    .max(MAX_LINES)
    .refine(fewOptional, tooManyOptional),
  expiresOn: expiresOnField,
  send: z.boolean().default(false),
  /** As the builder's: the job's county, which decides Chapter 58 after a disaster (decision 095). */
  disasterCounty: z.string().trim().max(40).default(""),
  /** The storm prices the owner checked, as a 409 named them: sends those lines at those prices (decision 091). */
  confirmedPrices: z
    .array(z.object({ line: z.number().int().min(1), unitPrice: z.number().int().min(0) }))
    .max(MAX_LINES)
    .default([]),
});

/** What staff are writing, kept on the estimate until it is sent. */
export interface EstimateDraft {
  lines: EstimateLine[];
  expiresOn: string;
  atHome: boolean;
  disasterCounty: string;
}

export function draftFromForm(value: BuilderValue): EstimateDraft {
  return {
    lines: value.lines.map(({ unitPrice, area = "", ...line }) => ({ ...line, area, unitPriceCents: unitPrice })),
    expiresOn: value.expiresOn,
    atHome: value.atHome,
    disasterCounty: value.disasterCounty,
  };
}

export function draftFromApi(value: z.output<typeof apiEstimateSchema>): EstimateDraft {
  return {
    lines: value.lines.map(({ unitPrice, area = "", ...line }) => ({
      ...line,
      area,
      unitPriceCents: unitPrice,
      photoIds: [],
    })),
    expiresOn: value.expiresOn,
    atHome: false,
    disasterCounty: value.disasterCounty,
  };
}

/**
 * The strokes the signature pad writes (./draw-signature.ts): "M x y L x y …", whole numbers.
 * Anything else is refused before it is stored: the PDF draws the path, and a malformed one
 * ("M" alone) would make every later PDF of the estimate fail.
 */
const padStrokes = /^(?:M -?\d{1,5} -?\d{1,5}(?: [ML] -?\d{1,5} -?\d{1,5})*)?$/;

/** The customer's answers on their page, with or without JavaScript. */
export const customerActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("total"), optional: z.array(z.coerce.number().int()).default([]) }),
  z.object({
    intent: z.literal("accept"),
    optional: z.array(z.coerce.number().int()).default([]),
    signerName: z.string().trim().max(120).default(""),
    agree: z.boolean().default(false),
    /** A drawn signature (JavaScript): an SVG path of the strokes, as the pad writes them. */
    drawing: z.string().max(50_000).regex(padStrokes).default(""),
  }),
  z.object({
    intent: z.literal("decline"),
    reason: z.enum(["price", "timing", "other"]).default("other"),
    message: z.string().trim().max(1000).default(""),
  }),
  z.object({ intent: z.literal("changes"), message: z.string().trim().max(2000).default("") }),
]);

/** A signature must hold at least two letters (any script): a dot or a dash is no signature. */
export const hasTwoLetters = (name: string) => (name.match(/\p{L}/gu) ?? []).length >= 2;
