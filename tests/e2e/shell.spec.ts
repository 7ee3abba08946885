import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/** The navigation a visitor uses at this viewport, opened if it is the phone menu. */
async function siteNavigation(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("navigation", { name: "Main" });
  await page.getByText("Menu", { exact: true }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

test("the top bar shows the emergency line and a click-to-call number", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  const call = page.getByRole("link", { name: "(254) 555-0147" }).first();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", "tel:+12545550147");
  await expect(page.getByText("24/7 Emergency Service").first()).toBeVisible();
});

test(
  "the active link is highlighted, Services for every /services page",
  { tag: "@desktop" },
  async ({ page, isMobile }) => {
    await page.goto("/services/tree-trimming");
    let nav = await siteNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");

    await page.goto("/services");
    nav = await siteNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");

    await page.goto("/about");
    nav = await siteNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).not.toHaveAttribute("aria-current", "page");
  },
);

test("navigating to another page scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
