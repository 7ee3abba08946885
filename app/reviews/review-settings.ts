import { z } from "zod";

/** Google's own review links: the write-review URL with a place id, or a g.page short link. */
export function isGoogleReviewUrl(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  if (url.hostname === "search.google.com")
    return url.pathname === "/local/writereview" && Boolean(url.searchParams.get("placeid"));
  return url.hostname === "g.page" && /^\/r\/[\w-]+\/review\/?$/.test(url.pathname);
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

/** The owner's review settings form (Settings, Reviews). */
export const reviewSettingsSchema = z
  .object({
    intent: z.literal("review-settings"),
    isEnabled: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    googleReviewUrl: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) => !value || isGoogleReviewUrl(value),
        "Paste Google's review link: https://search.google.com/local/writereview?placeid=… or https://g.page/r/…/review",
      )
      .transform((value) => value || null),
    otherReviewName: optionalText(40, "Keep the name under 40 characters"),
    otherReviewUrl: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^https:\/\/\S+$/.test(value), "Give a full https:// link")
      .transform((value) => value || null),
    privateFeedbackEmail: z
      .string()
      .trim()
      .email("Give an email address")
      .optional()
      .or(z.literal("").transform(() => undefined))
      .transform((value) => value ?? null),
    monthlyGoal: z
      .string()
      .default("0")
      .pipe(
        z.coerce
          .number({ invalid_type_error: "Give a number of reviews" })
          .int("Give a whole number")
          .min(0, "Give 0 or more")
          .max(1000, "Give at most 1000"),
      ),
  })
  .superRefine((form, ctx) => {
    if (form.isEnabled && !form.googleReviewUrl)
      ctx.addIssue({ code: "custom", path: ["googleReviewUrl"], message: "Requests need the Google review link" });
    if (Boolean(form.otherReviewName) !== Boolean(form.otherReviewUrl))
      ctx.addIssue({ code: "custom", path: ["otherReviewUrl"], message: "Give the second platform's name and link" });
  });
