import { z } from "zod";

import { localPath } from "~/platform/remix/safe-redirect";

import { MAX_STRUCTURED_DATA_DEPTH, readStructuredData } from "./json-ld";

export { imageSelector, SEO_DELETED_MESSAGE, SEO_SAVED_MESSAGE, srcFromSelector } from "./seo-fields";

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `Must be at most ${max} characters`).nullish());

const optionalUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2000)
    .url("Must be a full URL starting with https://")
    .refine((url) => /^https?:\/\//i.test(url), "Must be a full URL starting with https://")
    .nullish(),
);

const structuredData = z.preprocess(
  emptyToNull,
  z
    .string()
    .max(20_000, "Structured data is too long")
    .refine(
      (text) => readStructuredData(text) !== "invalid",
      "Structured data must be valid JSON (an object or a list)",
    )
    .refine(
      (text) => readStructuredData(text) !== "too-deep",
      `Structured data may nest at most ${MAX_STRUCTURED_DATA_DEPTH} levels deep`,
    )
    .nullish(),
);

export const imageAltTextSchema = z.object({
  selector: z.string().trim().min(1, "Image selector is required").max(500),
  alt: z.string().trim().max(300, "Alt text must be at most 300 characters"),
});

// The API may send imageAltTexts as a JSON string (SPEC §3) or as a list.
const imageAltTexts = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(imageAltTextSchema, { invalid_type_error: "Image alt texts must be a list of { selector, alt }" })
    .max(100)
    .default([]),
);

export const pagePathSchema = z
  .string({ required_error: "path is required" })
  .trim()
  .min(1, "path is required")
  .max(300)
  // Kept as the browser requests it (resolved, percent-encoded), so a record matches its page.
  .transform((path) => localPath(path.split(/[?#]/)[0]!))
  .refine((path): path is string => path !== undefined, "path must start with /")
  .transform((path) => (path.length > 1 ? path.replace(/\/+$/, "") : path));

export const seoRecordSchema = z.object({
  pagePath: pagePathSchema,
  title: z.string({ required_error: "Title is required" }).trim().min(1, "Title is required").max(200),
  description: z
    .string({ required_error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(500),
  keywords: optionalText(500),
  ogImage: optionalUrl,
  canonicalUrl: optionalUrl,
  structuredData,
  h1Text: optionalText(200),
  imageAltTexts,
});

/** What the editor calls each field of the record (its labels, its error summary). */
export const seoFieldLabels = {
  title: "Title",
  description: "Meta description",
  keywords: "Keywords",
  h1Text: "H1 heading",
  imageAltTexts: "Image alt texts",
  canonicalUrl: "Canonical URL",
  ogImage: "Open Graph image URL",
  structuredData: "Structured data (JSON-LD)",
} as const satisfies Record<Exclude<keyof SeoRecord, "pagePath">, string>;

export type SeoField = keyof typeof seoFieldLabels;

export type SeoRecord = z.output<typeof seoRecordSchema>;
