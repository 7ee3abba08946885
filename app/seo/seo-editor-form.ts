import { z } from "zod";

import { imageAltTextSchema, seoRecordSchema } from "./seo-record";

/** An alt-text row as the editor posts it; null without a selector or an alt text (the image keeps its own). */
const altRow = imageAltTextSchema
  .partial()
  .transform((row) => (row.selector && row.alt ? { selector: row.selector, alt: row.alt } : null));

/**
 * Save: the whole record. The image rows post as imageAltTexts[i].selector
 * and .alt, one per image the page shows (empty ones included), and the
 * "Add an image" row as newImageAlt.
 */
export const seoSaveSchema = seoRecordSchema.extend({
  intent: z.literal("save"),
  imageAltTexts: z
    .array(altRow)
    .max(100)
    .default([])
    .transform((rows) => rows.filter((row) => row !== null)),
  newImageAlt: altRow.optional(),
});

/**
 * The SEO editor's form, read the same in the browser (Conform takes the
 * fields' limits from Save) and on the server (parseWithZod): Save, or Reset
 * to Defaults, which sends only the page.
 */
export const seoEditorSchema = z.discriminatedUnion("intent", [
  seoSaveSchema,
  seoRecordSchema.pick({ pagePath: true }).extend({ intent: z.literal("delete") }),
]);

export type SeoEditorFields = z.input<typeof seoSaveSchema>;
