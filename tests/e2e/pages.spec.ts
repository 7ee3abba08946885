import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";

const pages = [
  { path: "/", h1: "Expert Tree Removal Services in Waco, TX" },
  { path: "/about", h1: "About Us" },
  { path: "/services", h1: "Our Services" },
  { path: "/services/tree-removal", h1: "Tree Removal" },
  { path: "/services/tree-trimming", h1: "Tree Trimming & Pruning" },
  { path: "/services/stump-removal", h1: "Stump Grinding & Removal" },
  { path: "/services/emergency-tree-service", h1: "24/7 Emergency Tree Service" },
  { path: "/services/tree-health", h1: "Tree Health & Disease Treatment" },
  { path: "/services/land-clearing", h1: "Land Clearing" },
  { path: "/service-areas", h1: "Our Service Areas" },
  { path: "/contact", h1: "Contact Us" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
  { path: "/sitemap", h1: "Sitemap" },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const { path, h1 } of pages) {
      test(`${path} renders its heading in the shell and passes axe`, async ({ page, browser }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toContainText("Privacy Policy");
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        else await expectNoAxeViolationsWithoutScripts(browser, page);
      });
    }
  });
}

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
