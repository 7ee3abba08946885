import type { Page } from "@playwright/test";

import { publicPages } from "../../app/content/pages";
import { expect, expectAppStarted, expectNoAxeViolations, test } from "./fixtures";

/**
 * What each page of the catalog must show besides its heading (the catalog's `heading`). A page
 * added to the catalog is checked here without an entry; give it one for its own content.
 */
const pageTexts: Record<string, readonly string[]> = {
  "/": [
    "Since 2010",
    "Family-owned",
    "4.9 from 127 reviews",
    "Free estimates",
    "What Our Neighbors Say",
    "Frequently Asked Questions",
    "Lacy Lakeview",
    "Request Your Free Quote",
  ],
  "/about": [
    "Safety First",
    "Excellence",
    "Reliability",
    "Innovation",
    "Property Assessment",
    "Detailed Quote",
    "Safe Execution",
    "Complete Cleanup",
  ],
  "/services": ["Get a Free Estimate", "Tree Care You Can Trust", "The Same Standard on Every Job"],
  "/services/tree-removal": [
    "What's Included",
    "Request a Quote",
    "Serving Waco and Central Texas",
    "Tree Removal FAQs",
  ],
  "/services/tree-trimming": ["ANSI A300 pruning standards", "Tree Trimming FAQs"],
  "/services/stump-removal": ["Grinding 6-12 inches below grade"],
  "/services/emergency-tree-service": ["Tree emergency? We answer 24/7.", "Emergency Service FAQs"],
  "/services/tree-health": ["Oak wilt diagnosis and treatment"],
  "/services/land-clearing": ["Forestry mulching"],
  "/service-areas": ["Hewitt and Woodway", "Robinson and Bellmead", "Valley Mills", "Don't See Your Area Listed?"],
  "/contact": ["Business Hours", "Service Area", "Common Questions", "Land Clearing"],
  "/privacy-policy": ["Last updated January 29, 2025", "children under 13", "(254) 555-0147"],
  "/terms-of-service": ["Last updated January 29, 2025", "State of Texas", "McLennan County", "(254) 555-0147"],
  "/sitemap": ["Main Pages", "Tree Services", "Legal"],
  "/es": ["Desde 2010", "Lo que dicen nuestros vecinos", "Pida su presupuesto gratis"],
  "/es/servicios/emergencias-24-horas": ["¿Una emergencia con un árbol? Contestamos las 24 horas."],
  "/es/terminos-de-servicio": ["rige la versión en inglés", "(254) 555-0147"],
};

/** The footer's link every page has, in the page's language. */
const footerLegal = { en: "Privacy Policy", es: "Política de privacidad" } as const;

/**
 * axe on one page of each kind, not on all 27: every service page is tree removal's template (the
 * emergency page adds its own block), the terms are the privacy policy's, and the Spanish pages are
 * the English ones in other words (/es and /es/contacto check the Spanish header, footer and form).
 * The home page and /contact are checked in their visitors' states too: the open menu
 * (shell.phone), chosen photos (quote-photos), a form's errors and its thanks (quote-form).
 */
const axePages = [
  "/",
  "/about",
  "/services",
  "/services/tree-removal",
  "/services/emergency-tree-service",
  "/service-areas",
  "/sitemap",
  "/privacy-policy",
  "/es",
  "/es/contacto",
];
/** Checked at desktop width too (`@desktop`). */
const desktopAxePages = new Set(["/", "/es"]);

test("every page given texts above or checked by axe is in the catalog", () => {
  const listed = [...Object.keys(pageTexts), ...axePages];
  expect(listed.filter((path) => !publicPages.some((page) => page.path === path))).toEqual([]);
});

const pages = publicPages.map((page) => ({
  path: page.path,
  h1: page.heading,
  texts: pageTexts[page.path] ?? [],
  footer: footerLegal[page.locale],
}));

async function expectPageInShell(page: Page, { path, h1, texts, footer }: (typeof pages)[number]) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
  await expect(page.locator("h1"), path).toHaveCount(1);
  await expect(page.getByRole("contentinfo"), path).toContainText(footer);
  const main = page.getByRole("main");
  for (const text of texts) await expect(main, `${path}: ${text}`).toContainText(text);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page renders its heading and content in the shell", async ({ page }) => {
    for (const publicPage of pages) await expectPageInShell(page, publicPage);
  });
});

// Until a visitor acts, a page with JavaScript on is this same server-rendered HTML (a test below
// shows no script loads before then), so this is also what a visitor without JavaScript gets.
test.describe("axe", () => {
  for (const path of axePages) {
    const tag = desktopAxePages.has(path) ? ["@desktop"] : [];
    test(`${path} passes axe`, { tag }, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("an unknown path shows the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expectNoAxeViolations(page);
});

test("an unknown service shows Service Not Found with a way back", async ({ page }) => {
  const response = await page.goto("/services/not-a-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in-page anchors reach contact, testimonials and areas, and FAQs open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Free Quote", exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact").getByTestId("quote-form")).toBeInViewport();
    for (const id of ["testimonials", "areas"]) {
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    const answer = page.getByText("small trees usually cost $300-800");
    await expect(answer).toBeHidden();
    await page.getByText("How much does tree removal cost in Waco?").click();
    await expect(answer).toBeVisible();
  });
});

test("a visitor's page loads no JavaScript until they act, then starts under the cache's hash-based CSP", async ({
  page,
  request,
}) => {
  await request.get("/service-areas"); // the first visit puts the page in the cache
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  const response = await page.goto("/service-areas");
  const scriptSources = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scriptSources).toContain("'sha256-");
  expect(scriptSources).not.toContain("'nonce-");

  await page.waitForLoadState("networkidle");
  expect(scripts, "scripts fetched before the visitor acted").toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-started");

  // The first scroll starts the app: Remix's router runs, so links navigate without a reload.
  await page.mouse.wheel(0, 300);
  await expectAppStarted(page);
  expect(scripts.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a Spanish page fetches its shared words as it starts, navigates in Spanish, and switches language with a full load", async ({
  page,
}) => {
  const words: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/spanish-texts.json")) words.push(sent.url());
  });
  await page.goto("/es/areas-de-servicio");
  await page.waitForLoadState("networkidle");
  expect(words, "words fetched before the visitor acted").toEqual([]);

  await page.mouse.wheel(0, 300);
  await expectAppStarted(page);
  const wordsFile = await page.locator("html").getAttribute("data-texts");
  expect(words.map((url) => url.slice(new URL(url).origin.length))).toEqual([wordsFile]);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Política de privacidad" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  await expect(footer).toContainText("Nuestros servicios");
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).not.toHaveAttribute("data-texts");
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});
