import { describe, expect, it } from "vitest";

import { resolvePageSeo, resolveSeo } from "./page-seo.server";

const defaults = {
  title: "Default title",
  description: "Default description",
  keywords: "a, b",
};
const siteUrl = "https://www.example.com";

describe("resolveSeo", () => {
  it("uses the defaults, with the canonical URL and image made absolute", () => {
    expect(resolveSeo({ path: "/about", defaults, siteUrl })).toEqual({
      ...defaults,
      ogImage: "https://www.example.com/images/og-image.png",
      canonicalUrl: "https://www.example.com/about",
    });
  });

  it("lets a stored record override every field, ignoring blank values", () => {
    const seo = resolveSeo({
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
    expect(seo.title).toBe("Stored title");
    expect(seo.description).toBe("Default description");
    expect(seo.ogImage).toBe("https://www.example.com/images/custom.png");
    expect(seo.canonicalUrl).toBe("https://other.example/x");
  });
});

describe("resolvePageSeo", () => {
  it("gives each catalog page its own title and nothing for unknown paths", () => {
    const titleOf = (path: string) => resolvePageSeo(path, null)?.title;
    expect(titleOf("/")).not.toBe(titleOf("/about"));
    expect(titleOf("/services/tree-removal")).toMatch(/Tree Removal/);
    expect(resolvePageSeo("/no-such-page", null)).toBeNull();
  });
});
