import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test as base } from "@playwright/test";

/**
 * Every test fails on an uncaught page error or a console error, so a broken
 * hydration or a CSP violation is never silently ignored.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser logs a document that answers 404 as a failed resource load.
        if (/status of 404/.test(message.text())) return;
        // So is a form post answered 400/409/429 (validation, duplicate, rate limit): tests assert what the page shows.
        if (/status of (400|409|429)/.test(message.text())) return;
        errors.push(message.text());
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the app has started. A visitor's page starts it on their first
 * tap, key, focus or scroll; until then it works as without JavaScript.
 */
export async function expectAppStarted(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-app-started");
}

/**
 * Checks the page as a visitor without JavaScript gets it. axe itself needs
 * JavaScript, so it runs in a separate page whose HTML has every script tag
 * removed: the server-rendered document, never hydrated.
 */
export async function expectNoAxeViolationsWithoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
    // Same cookies, so a staff page is checked as the signed-in staff member sees it.
    storageState: await page.context().storageState(),
  });
  try {
    const staticPage = await context.newPage();
    await staticPage.route(page.url(), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
      await route.fulfill({ response, body: html });
    });
    await staticPage.goto(page.url());
    await expectNoAxeViolations(staticPage);
  } finally {
    await context.close();
  }
}

/** `include`: a CSS selector that limits the check to part of the page (e.g. one section of a long one). */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (options.include) axe = axe.include(options.include);
  const results = await axe.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
