import { describe, expect, it } from "vitest";

import { absoluteUrl, buildMeta, pageMeta, resolveSeo, siteUrlFromMatches } from "./meta";

const defaults = {
  title: "Default title",
  description: "Default description",
  keywords: "a, b",
};
const siteUrl = "https://www.example.com";

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, string>)[key] === value) as Record<string, string> | undefined;
}

describe("buildMeta", () => {
  it("builds title, description, keywords, canonical, Open Graph and Twitter tags from the defaults", () => {
    const meta = buildMeta({ path: "/about", defaults, siteUrl });
    expect(meta).toContainEqual({ title: "Default title" });
    expect(find(meta, "name", "description")?.content).toBe("Default description");
    expect(find(meta, "name", "keywords")?.content).toBe("a, b");
    expect(find(meta, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/about",
    });
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.com/about");
    expect(find(meta, "property", "og:title")?.content).toBe("Default title");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/images/og-image.png");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:description")?.content).toBe("Default description");
  });

  it("lets a stored record override every field, ignoring blank values", () => {
    const meta = buildMeta({
      path: "/about",
      defaults,
      siteUrl,
      overrides: {
        title: "Stored title",
        description: "  ",
        ogImage: "/images/custom.png",
        canonicalUrl: "https://other.example/x",
      },
    });
    expect(meta).toContainEqual({ title: "Stored title" });
    expect(find(meta, "name", "description")?.content).toBe("Default description");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/images/custom.png");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://other.example/x");
  });

  it("exposes the H1 override for the page", () => {
    expect(
      resolveSeo({
        path: "/",
        defaults,
        siteUrl,
        overrides: { h1Text: " Custom " },
      }).h1Text,
    ).toBe("Custom");
    expect(resolveSeo({ path: "/", defaults, siteUrl }).h1Text).toBeUndefined();
  });
});

describe("helpers", () => {
  it("makes paths absolute against the origin", () => {
    expect(absoluteUrl(siteUrl, "/")).toBe("https://www.example.com/");
    expect(absoluteUrl("", "/about")).toBe("/about");
  });

  it("reads the site URL from the root match", () => {
    expect(
      siteUrlFromMatches([
        { id: "root", data: { siteUrl } },
        { id: "routes/about", data: null },
      ]),
    ).toBe(siteUrl);
    expect(siteUrlFromMatches([])).toBe("");
  });

  it("gives each catalog page its own title and falls back for unknown paths", () => {
    const matches = [{ id: "root", data: { siteUrl } }];
    const titleOf = (path: string) => (pageMeta(path, matches)[0] as { title: string }).title;
    expect(titleOf("/")).not.toBe(titleOf("/about"));
    expect(titleOf("/services/tree-removal")).toMatch(/Tree Removal/);
    expect(titleOf("/no-such-page")).toMatch(/Waco Tree Service/);
  });
});
