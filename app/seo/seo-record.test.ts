import { describe, expect, it } from "vitest";

import { imageSelector, pagePathSchema, seoRecordSchema, srcFromSelector } from "./seo-record";

const valid = { pagePath: "/about", title: "About our Waco tree crew", description: "Family-owned since 2010." };

describe("seoRecordSchema", () => {
  it("accepts the minimum and turns empty optional fields into null", () => {
    const record = seoRecordSchema.parse({ ...valid, keywords: "", ogImage: " ", h1Text: "" });
    expect(record).toMatchObject({ ...valid, keywords: null, ogImage: null, h1Text: null, imageAltTexts: [] });
  });

  it("requires title and description", () => {
    const result = seoRecordSchema.safeParse({ pagePath: "/", title: " ", description: "" });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.description).toEqual(["Description is required"]);
  });

  it("rejects URLs that are not http(s)", () => {
    for (const url of ["not a url", "javascript:alert(1)", "ftp://example.com/x.png"]) {
      expect(seoRecordSchema.safeParse({ ...valid, canonicalUrl: url }).success, url).toBe(false);
      expect(seoRecordSchema.safeParse({ ...valid, ogImage: url }).success, url).toBe(false);
    }
    expect(seoRecordSchema.parse({ ...valid, ogImage: "https://cdn.example.com/og.png" }).ogImage).toBe(
      "https://cdn.example.com/og.png",
    );
  });

  it("accepts structured data only when it parses as a JSON object or list", () => {
    expect(seoRecordSchema.safeParse({ ...valid, structuredData: "{not json" }).success).toBe(false);
    expect(seoRecordSchema.safeParse({ ...valid, structuredData: '"just a string"' }).success).toBe(false);
    const text = '{"@context":"https://schema.org","name":"</script><script>alert(1)</script>"}';
    expect(seoRecordSchema.parse({ ...valid, structuredData: text }).structuredData).toBe(text);
  });

  it("accepts image alt texts as a list or as JSON text", () => {
    const list = [{ selector: imageSelector("/images/hero.svg"), alt: "Crew removing a live oak" }];
    expect(seoRecordSchema.parse({ ...valid, imageAltTexts: list }).imageAltTexts).toEqual(list);
    expect(seoRecordSchema.parse({ ...valid, imageAltTexts: JSON.stringify(list) }).imageAltTexts).toEqual(list);
    expect(seoRecordSchema.safeParse({ ...valid, imageAltTexts: [{ alt: "no selector" }] }).success).toBe(false);
    expect(seoRecordSchema.safeParse({ ...valid, imageAltTexts: "[oops" }).success).toBe(false);
  });
});

describe("pagePathSchema", () => {
  it("normalises paths and rejects other origins", () => {
    expect(pagePathSchema.parse("/services/tree-removal/?editseo=true#x")).toBe("/services/tree-removal");
    expect(pagePathSchema.parse("/")).toBe("/");
    expect(pagePathSchema.safeParse("//evil.example.com").success).toBe(false);
    expect(pagePathSchema.safeParse("about").success).toBe(false);
    expect(pagePathSchema.safeParse("/./\\evil.example").success).toBe(false);
  });

  it("keeps a path the way the page's request sees it: percent-encoded", () => {
    expect(pagePathSchema.parse("/日")).toBe(new URL("http://x/日").pathname);
    expect(pagePathSchema.parse("/a\u0000b")).toBe("/a%00b");
  });
});

describe("image selectors", () => {
  it("round-trips the selector form the editor writes", () => {
    expect(srcFromSelector(imageSelector("/images/stump-removal.svg"))).toBe("/images/stump-removal.svg");
    expect(srcFromSelector("img[src='/images/a.svg']")).toBe("/images/a.svg");
    expect(srcFromSelector("/images/b.svg")).toBe("/images/b.svg");
  });
});
