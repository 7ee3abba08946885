import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { spamTrapStamp } from "../helpers/spam-trap";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

const hostileJsonLd = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Event",
  name: "</script><script>alert('owned')</script>",
});

const aboutRecord = {
  pagePath: "/about",
  title: "About Our Family Tree Crew in Waco, TX | Since 2010",
  description: "Custom description for the about page, set by staff in the SEO editor.",
  keywords: "custom keyword one, custom keyword two",
  ogImage: "https://cdn.example.com/about-og.jpg",
  canonicalUrl: "https://www.example.com/about-us",
  structuredData: hostileJsonLd,
  h1Text: "Meet Your Waco Arborists",
  imageAltTexts: JSON.stringify([
    { selector: 'img[src="/images/about-family-crew.svg"]', alt: "Our crew after a storm cleanup" },
  ]),
};

/** DELETE carries no body, so it proves it is not a cross-site form with X-Requested-With. */
function deleteRecord(path: string) {
  return staff.request(`/api/seo?path=${encodeURIComponent(path)}`, {
    method: "DELETE",
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
}

async function html(path: string) {
  return (await fetch(`${server.url}${path}`)).text();
}

describe("SEO API", () => {
  it("answers 404 for a page without a record and 400 without a path", async () => {
    const missing = await fetch(`${server.url}/api/seo?path=${encodeURIComponent("/services")}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "No custom SEO data for this page" });
    expect((await fetch(`${server.url}/api/seo`)).status).toBe(400);
  });

  it("refuses anonymous writes with 401 JSON", async () => {
    const post = await fetch(`${server.url}/api/seo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(aboutRecord),
    });
    expect(post.status).toBe(401);
    expect((await post.json()).success).toBe(false);
    const del = await fetch(`${server.url}/api/seo?path=/about`, { method: "DELETE" });
    expect(del.status).toBe(401);
  });

  it("validates the record with clear messages", async () => {
    const cases: Array<[object, string]> = [
      [{ ...aboutRecord, title: "" }, "Title is required"],
      [{ ...aboutRecord, description: "  " }, "Description is required"],
      [{ ...aboutRecord, canonicalUrl: "not a url" }, "Must be a full URL starting with https://"],
      [{ ...aboutRecord, structuredData: "{broken" }, "Structured data must be valid JSON (an object or a list)"],
      [{ ...aboutRecord, imageAltTexts: [{ alt: "no selector" }] }, "Required"],
    ];
    for (const [body, message] of cases) {
      const response = await staff.api("POST", "/api/seo", body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.success).toBe(false);
      expect(answer.message).toBe(message);
    }
    const notJson = await staff.request("/api/seo", { method: "POST", body: "title=x" });
    expect(notJson.status).toBe(403);
  });

  it("applies a saved record to the server-rendered page and resets to defaults", async () => {
    // Cached before the save: the write alone must make the cached page stale.
    expect(await html("/about")).toMatch(/<h1[^>]*>About Us<\/h1>/);
    const save = await staff.api("POST", "/api/seo", aboutRecord);
    expect(save.status).toBe(200);
    const saved = await save.json();
    expect(saved.message).toBe("SEO data saved successfully! Refresh the page to see changes.");

    // Public: exactly the SPEC §3 fields, never who edited the record.
    const read = await (await fetch(`${server.url}/api/seo?path=/about`)).json();
    expect(read.data).toEqual(aboutRecord);
    expect(JSON.stringify(read)).not.toContain(adminEnv.ADMIN_EMAIL);

    const page = await html("/about");
    expect(page).toContain(`<title>${aboutRecord.title}</title>`);
    expect(page).toContain(`<meta name="description" content="${aboutRecord.description}"/>`);
    expect(page).toContain(`<meta name="keywords" content="${aboutRecord.keywords}"/>`);
    expect(page).toContain(`<link rel="canonical" href="${aboutRecord.canonicalUrl}"/>`);
    expect(page).toContain(`<meta property="og:image" content="${aboutRecord.ogImage}"/>`);
    expect(page).toMatch(/<h1[^>]*>Meet Your Waco Arborists<\/h1>/);
    expect(page).toContain('alt="Our crew after a storm cleanup"');
    // The staff JSON-LD is present but cannot close its script tag.
    expect(page).not.toContain("<script>alert('owned')</script>");
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks).toContainEqual(JSON.parse(hostileJsonLd));

    const reset = await deleteRecord("/about");
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe(
      "Custom SEO data deleted successfully! The page will now use default values.",
    );
    const restored = await html("/about");
    expect(restored).not.toContain(aboutRecord.title);
    expect(restored).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect((await deleteRecord("/about")).status).toBe(404);
  });

  it("applies the H1 override to the home hero, keeping its three-line split", async () => {
    const save = await staff.api("POST", "/api/seo", {
      pagePath: "/",
      title: "Waco Tree Removal, Trimming and Storm Cleanup | Waco Tree Service",
      description: "Home description from staff.",
      h1Text: "Trusted Tree Care and Removal for Waco Homes",
    });
    expect(save.status).toBe(200);
    const page = await html("/");
    const h1 = page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
    const lines = [...h1.matchAll(/<span class="block[^"]*">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(lines).toEqual(["Trusted Tree Care and", "Removal for", "Waco Homes"]);
    await deleteRecord("/");
  });
});

describe("SEO editor", () => {
  it("sends anonymous visitors to sign-in", async () => {
    const response = await fetch(`${server.url}/services/tree-removal?editseo=true`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/services/tree-removal?editseo=true")}`,
    );
  });

  it("opens for staff, noindex and uncached, and saves by a plain form post", async () => {
    const editor = await staff.get("/services/tree-removal?editseo=true");
    expect(editor.headers.get("cache-control")).toBe("no-store");
    expect(editor.headers.get("x-robots-tag")).toContain("noindex");
    const page = await editor.text();
    expect(page).toContain("SEO Editor");
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const csrf = page.match(/name="csrf" value="([^"]+)"/)?.[1];
    expect(csrf).toBeTruthy();

    const fields = {
      pagePath: "/services/tree-removal",
      intent: "save",
      title: "Tree Removal Waco TX | Safe, Insured, Same-Week Service",
      description: "Staff-written description for tree removal.",
      keywords: "",
      h1Text: "",
      canonicalUrl: "",
      ogImage: "",
      structuredData: "",
    };
    const withoutToken = await staff.postForm("/admin/seo", fields, { csrf: null });
    expect(withoutToken.status).toBe(403);

    const saved = await staff.postForm("/admin/seo", fields, { csrf: csrf! });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/services/tree-removal?editseo=true");
    expect(await html("/services/tree-removal")).toContain(`<title>${fields.title}</title>`);

    // Refused without JavaScript: the editor comes back on its own page with the error and every edit kept.
    const invalid = await staff.postForm(
      `/admin/seo?path=${encodeURIComponent("/services/tree-removal")}`,
      { ...fields, title: "", keywords: "kept keyword" },
      { csrf: csrf! },
    );
    expect(invalid.status).toBe(400);
    const afterInvalid = await invalid.text();
    expect(afterInvalid).toContain("Title is required");
    expect(afterInvalid).toContain(`value="kept keyword"`);
    expect(afterInvalid).toContain(fields.description);

    const reset = await staff.postForm(
      "/admin/seo",
      { pagePath: "/services/tree-removal", intent: "delete" },
      { csrf: csrf! },
    );
    expect(reset.status).toBe(302);
    expect(await html("/services/tree-removal")).not.toContain(fields.title);
  });
});

describe("the public page cache", () => {
  const home = () => html("/");
  /** The home page shows the quote form, whose spam-trap stamp differs on every render. */
  const renderOfHome = async () => spamTrapStamp(await home());

  it("keeps a cached page through health checks and new leads, and shows a staff SEO save at once", async () => {
    const cached = await renderOfHome();
    expect(cached).toBeTruthy();
    expect(await renderOfHome()).toBe(cached);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await renderOfHome()).toBe(cached);
    const lead = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Storm Caller",
        phone: "254-555-0198",
        service: "emergency-tree-service",
        message: "A limb is on the roof after the ice storm.",
      }),
    });
    expect(lead.status).toBe(201);
    expect(await renderOfHome()).toBe(cached);

    const title = "Waco Storm Cleanup Today | Tree Crews on Call";
    const save = await staff.api("POST", "/api/seo", {
      pagePath: "/",
      title,
      description: "Ice storm damage? Our Waco crews clear fallen trees and limbs around the clock.",
    });
    expect(save.status).toBe(200);
    try {
      expect(await home()).toContain(`<title>${title}</title>`);
    } finally {
      expect((await deleteRecord("/")).status).toBe(200);
    }
    expect(await home()).not.toContain(title);
  });
});
