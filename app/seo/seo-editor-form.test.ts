import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";

import { seoEditorSchema, seoSaveSchema } from "./seo-editor-form";
import { imageSelector } from "./seo-record";

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const save = { pagePath: "/about", intent: "save", title: "About our Waco crew", description: "Family-owned." };

describe("seoEditorSchema", () => {
  it("keeps the image rows with an alt text, the added image among them", () => {
    const submission = parseWithZod(
      form({
        ...save,
        "imageAltTexts[0].selector": imageSelector("/images/a.svg"),
        "imageAltTexts[0].alt": "A crew at work",
        "imageAltTexts[1].selector": imageSelector("/images/b.svg"),
        "imageAltTexts[1].alt": "",
        "newImageAlt.selector": "/images/c.svg",
        "newImageAlt.alt": "A stump",
      }),
      { schema: seoEditorSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      intent: "save",
      imageAltTexts: [{ selector: imageSelector("/images/a.svg"), alt: "A crew at work" }],
      newImageAlt: { selector: "/images/c.svg", alt: "A stump" },
    });
  });

  it("answers each field's message under its name, a row's under the row", () => {
    const submission = parseWithZod(
      form({ ...save, title: "", canonicalUrl: "not a url", "imageAltTexts[0].alt": "x".repeat(301) }),
      { schema: seoEditorSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      title: ["Title is required"],
      "imageAltTexts[0].alt": ["Alt text must be at most 300 characters"],
    });
    expect(submission.reply().error?.canonicalUrl).toContain("Must be a full URL starting with https://");
  });

  it("resets with the page alone, and refuses another site's path", () => {
    const reset = parseWithZod(form({ pagePath: "/about/", intent: "delete" }), { schema: seoEditorSchema });
    expect(reset.status === "success" && reset.value).toEqual({ intent: "delete", pagePath: "/about" });
    const elsewhere = parseWithZod(form({ pagePath: "//evil.example", intent: "delete" }), { schema: seoEditorSchema });
    expect(elsewhere.reply().error?.pagePath).toBeDefined();
  });

  it("gives the browser the record's limits", () => {
    const constraint = getZodConstraint(seoSaveSchema);
    expect(constraint.title).toMatchObject({ required: true, maxLength: 200 });
    expect(constraint.description).toMatchObject({ required: true, maxLength: 500 });
    expect(constraint.keywords).toMatchObject({ required: false, maxLength: 500 });
    expect(constraint.canonicalUrl?.maxLength).toBe(2000);
    expect(constraint["imageAltTexts[0].alt"]?.maxLength).toBe(300);
  });
});
