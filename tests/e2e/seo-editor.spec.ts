import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";
import { pageEditingServer } from "./servers";

// These tests save pages' SEO records: on a server of their own, so no test reading those
// pages (the shell's menu, every page's heading) ever sees an edit (issue #41).
test.use({ baseURL: pageEditingServer });

const STAFF_EMAIL = "e2e-staff@example.com";
const STAFF_PASSWORD = "e2e-staff-password-123";

async function openEditor(page: Page, path: string) {
  await page.goto(`${path}?editseo=true`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("complementary", { name: "SEO editor" })).toBeVisible();
}

// Each test edits its own page, so projects and workers never share a record.
const pagesByProject = {
  phone: ["/service-areas", "/services/land-clearing"],
  desktop: ["/sitemap", "/services/tree-health"],
};

test("with JavaScript: tabs, live counts, save, then reset to defaults", async ({ page }, testInfo) => {
  test.slow(); // a long flow through sign-in, two saves and axe
  const path = pagesByProject[testInfo.project.name as keyof typeof pagesByProject][0]!;
  await openEditor(page, path);
  const editor = page.getByRole("complementary", { name: "SEO editor" });
  await expectNoAxeViolations(page);

  const title = "Tree Service Areas Around Waco: Hewitt, Woodway, Robinson";
  await editor.getByLabel("Title").fill(title);
  await expect(editor.getByText(`${title.length} characters · aim for 50-60`)).toBeVisible();
  await expect(editor.getByText("Search result preview")).toBeVisible();

  await editor.getByRole("tab", { name: "Content SEO" }).click();
  await editor.getByLabel("H1 heading").fill("Where Our Crews Work");
  await editor.getByRole("tab", { name: "Advanced" }).click();
  await editor.getByLabel("Structured data (JSON-LD)").fill("{oops");
  await expect(editor.getByText("Structured data must be valid JSON (an object or a list)")).toBeVisible();
  await editor.getByLabel("Structured data (JSON-LD)").fill('{"@context":"https://schema.org","@type":"Place"}');

  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(
    "SEO data saved successfully! Refresh the page to see changes.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where Our Crews Work");
  await expect(page).toHaveTitle(title);

  await editor.getByText("Reset to Defaults").click();
  await editor.getByRole("button", { name: "Confirm Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Custom SEO data deleted successfully!");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Where Our Crews Work");

  await editor.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("complementary", { name: "SEO editor" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all sections in one form: save and reset by plain posts", async ({ page, browser }, testInfo) => {
    test.slow(); // a long flow through sign-in, two saves and axe
    const path = pagesByProject[testInfo.project.name as keyof typeof pagesByProject][1]!;
    await openEditor(page, path);
    const editor = page.getByRole("complementary", { name: "SEO editor" });
    for (const section of ["Basic SEO", "Content SEO", "Advanced"]) {
      await expect(editor.getByRole("heading", { name: section })).toBeVisible();
    }
    await expectNoAxeViolationsWithoutScripts(browser, page);

    await editor.getByLabel("H1 heading").fill("Service Page Heading Set Without JavaScript");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("SEO data saved successfully!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Page Heading Set Without JavaScript");

    await editor.getByText("Reset to Defaults").click();
    await editor.getByRole("link", { name: "Cancel" }).click();
    await expect(editor.getByRole("button", { name: "Confirm Delete" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Page Heading Set Without JavaScript");

    await editor.getByText("Reset to Defaults").click();
    await editor.getByRole("button", { name: "Confirm Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText("Custom SEO data deleted successfully!");
    await expect(editor.getByText("Reset to Defaults")).toHaveCount(0);
  });
});
