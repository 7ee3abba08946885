// Texts and helpers of the SEO editor that the browser needs; the zod schema
// stays in seo-record.ts so it is not shipped with every page.

export const SEO_SAVED_MESSAGE = "SEO data saved successfully! Refresh the page to see changes.";
export const SEO_DELETED_MESSAGE = "Custom SEO data deleted successfully! The page will now use default values.";

/** The guidance shown in the editor (SPEC §5); not enforced. */
export const TITLE_GUIDE = { min: 50, max: 60 } as const;
export const DESCRIPTION_GUIDE = { min: 150, max: 160 } as const;

/** The editor writes image alt overrides with this selector form: img[src="/images/x.svg"]. */
export function imageSelector(src: string) {
  return `img[src="${src}"]`;
}

/** The src an alt override applies to: from img[src="…"], or a bare path/URL. */
export function srcFromSelector(selector: string) {
  const match = /^img\[src=(["'])(.+)\1\]$/.exec(selector.trim());
  return match ? match[2]! : selector.trim();
}

export type LengthRating = "ok" | "too short" | "too long";

/** How a title or description length compares with its guidance (TITLE_GUIDE, DESCRIPTION_GUIDE). */
export function rateLength(length: number, guide: { min: number; max: number }): LengthRating {
  if (length < guide.min) return "too short";
  if (length > guide.max) return "too long";
  return "ok";
}
