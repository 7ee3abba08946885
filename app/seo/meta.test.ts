import { describe, expect, it } from "vitest";

import { absoluteUrl, buildMeta, pageMeta, type ResolvedSeo } from "./meta";

const seo: ResolvedSeo = {
  title: "Stored title",
  description: "Default description",
  keywords: "a, b",
  ogImage: "https://www.example.com/images/og-image.png",
  canonicalUrl: "https://www.example.com/about",
  locale: "en",
  alternates: [
    { hrefLang: "en", href: "https://www.example.com/about" },
    { hrefLang: "es", href: "https://www.example.com/es/nosotros" },
    { hrefLang: "x-default", href: "https://www.example.com/about" },
  ],
};

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, string>)[key] === value) as Record<string, string> | undefined;
}

describe("buildMeta", () => {
  it("builds title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const meta = buildMeta(seo);
    expect(meta).toContainEqual({ title: "Stored title" });
    expect(find(meta, "name", "description")?.content).toBe("Default description");
    expect(find(meta, "name", "keywords")?.content).toBe("a, b");
    expect(find(meta, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/about",
    });
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.com/about");
    expect(find(meta, "property", "og:title")?.content).toBe("Stored title");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/images/og-image.png");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:description")?.content).toBe("Default description");
    // X falls back to the Open Graph tags: its own would repeat them on every page.
    expect(find(meta, "name", "twitter:description")).toBeUndefined();
  });
});

describe("pageMeta", () => {
  it("reads the page's SEO values from the root data", () => {
    const meta = pageMeta([{ id: "root", data: { pageSeo: seo, seoEditor: null } }]);
    expect(meta).toContainEqual({ title: "Stored title" });
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("marks the page noindex while staff edit it", () => {
    const meta = pageMeta([{ id: "root", data: { pageSeo: seo, seoEditor: { path: "/about" } } }]);
    expect(find(meta, "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("falls back to the business name off the list of public pages", () => {
    const meta = pageMeta([{ id: "root", data: { pageSeo: null } }]);
    expect((meta[0] as { title: string }).title).toMatch(/Waco Tree Service/);
  });
});

describe("absoluteUrl", () => {
  it("makes paths absolute against the origin", () => {
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
    expect(absoluteUrl("", "/about")).toBe("/about");
  });
});
