import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publicPages } from "../../app/content/pages";
import { startServer, type TestServer } from "../helpers/server";

// A public origin different from the address the test talks to: canonical URLs must come from SITE_URL.
const SITE_URL = "https://www.waco-tree.example";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } });
});

afterAll(async () => {
  await server?.stop();
});

async function html(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const attr = (page: string, pattern: RegExp) => page.match(pattern)?.[1];

function jsonLdGraph(page: string) {
  const scripts = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBe(1);
  return (JSON.parse(scripts[0]![1]!) as { "@graph": Record<string, unknown>[] })["@graph"];
}

describe("crawler files", () => {
  it("sitemap.xml lists exactly the public pages at their canonical URLs", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(publicPages.map((page) => `${SITE_URL}${page.path}`).sort());
    expect(locs.join()).not.toMatch(/admin|api|stump-grinding|tree-health-assessment/);
  });

  it("robots.txt allows everything but staff and API paths and points to the sitemap", async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /api");
    expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe("server-rendered SEO", () => {
  it("gives every public page its own title, description, canonical URL and Open Graph tags", async () => {
    const titles = new Set<string>();
    for (const { path } of publicPages) {
      const page = await html(path);
      const title = attr(page, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(attr(page, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(page, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${SITE_URL}${path}`);
      expect(attr(page, /<meta property="og:url" content="([^"]+)"/), path).toBe(`${SITE_URL}${path}`);
      expect(attr(page, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
      expect(attr(page, /<meta property="og:image" content="([^"]+)"/), path).toMatch(
        /^https:\/\/www\.waco-tree\.example\//,
      );
      expect(page, path).toContain('name="twitter:card"');
      expect(page.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
    expect(titles.size).toBe(publicPages.length);
  });

  it("embeds parseable JSON-LD with the LocalBusiness rating, services, breadcrumbs and FAQs", async () => {
    const home = jsonLdGraph(await html("/"));
    const business = home.find((entity) => entity["@type"] === "LocalBusiness")!;
    expect(business.aggregateRating).toMatchObject({
      ratingValue: 4.9,
      reviewCount: 127,
    });
    expect(business.telephone).toBe("+12545550147");
    expect(home.find((entity) => entity["@type"] === "FAQPage")?.mainEntity).toHaveLength(6);

    const service = jsonLdGraph(await html("/services/tree-removal"));
    expect(service.map((entity) => entity["@type"])).toEqual([
      "LocalBusiness",
      "BreadcrumbList",
      "FAQPage",
      "Service",
      "WebPage",
    ]);
    const noFaqs = jsonLdGraph(await html("/services/land-clearing"));
    expect(noFaqs.map((entity) => entity["@type"])).not.toContain("FAQPage");
  });

  it("redirects the other reading's slugs with a 301 to the canonical page", async () => {
    for (const [alias, slug] of [
      ["stump-grinding", "stump-removal"],
      ["tree-health-assessment", "tree-health"],
    ]) {
      const response = await fetch(`${server.url}/services/${alias}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/services/${slug}`);
    }
  });
});

describe("links", () => {
  it("every internal link and asset reachable from the home page answers without a 404", async () => {
    const seen = new Set<string>();
    const queue = ["/"];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      const page = await response.text();
      for (const [, url] of page.matchAll(/(?:href|src)="(\/[^"]*)"/g)) {
        const target = url!.split("#")[0]!;
        if (target && !target.startsWith("//") && !seen.has(target)) queue.push(target);
      }
    }
    for (const { path } of publicPages) expect(seen, path).toContain(path);
  });
});
