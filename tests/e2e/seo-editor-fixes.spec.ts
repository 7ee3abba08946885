import { expectNoAxeViolationsWithoutScripts } from "./fixtures";
import { expect, staffTest as test } from "./staff-fixtures";

// These tests never save, so they share pages with no other test's record.

test.describe("with JavaScript", () => {
  test("Save with an invalid field in a hidden tab opens that tab, shows the error and focuses the field", async ({
    page,
  }) => {
    await page.goto("/services/stump-removal?editseo=true");
    const editor = page.getByRole("complementary", { name: "SEO editor" });
    await editor.getByLabel("Title").fill("");
    await editor.getByRole("tab", { name: "Advanced" }).click();
    await editor.getByLabel("Canonical URL").fill("not a url");
    await editor.getByRole("tab", { name: "Content SEO" }).click();
    await editor.getByRole("button", { name: "Save" }).click();

    await expect(editor.getByRole("tab", { name: /Basic SEO/ })).toHaveAttribute("aria-selected", "true");
    await expect(editor.getByLabel("Title")).toBeFocused();
    await expect(editor.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByText("Title is required", { exact: true })).toBeVisible();
    await expect(editor.getByRole("alert")).toContainText("Canonical URL (Advanced): Must be a full URL");
    await expect(editor.getByRole("tab", { name: "Advanced (has errors)" })).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);

    await editor.getByRole("tab", { name: /Advanced/ }).click();
    await expect(editor.getByLabel("Canonical URL")).toHaveValue("not a url");
    await expect(editor.getByText("Must be a full URL starting with https://", { exact: true })).toBeVisible();
  });

  test("keeps what staff typed before the editor's scripts arrived", async ({ page }) => {
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/build/**", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/services/stump-removal?editseo=true", { waitUntil: "commit" });
    const editor = page.getByRole("complementary", { name: "SEO editor" });
    await editor.getByLabel("Title").fill("Stump grinding in Waco");
    await expect(editor.getByRole("tab")).toHaveCount(0);

    releaseScripts();
    await expect(editor.getByRole("tab", { name: "Basic SEO" })).toHaveAttribute("aria-selected", "true");
    await expect(editor.getByLabel("Title")).toHaveValue("Stump grinding in Waco");
    await expect(editor.getByText(/^22 characters/)).toBeVisible();
  });

  test("lists every image the page shows, lazy-loaded ones too, and the heading it has now", async ({ page }) => {
    await page.goto("/?editseo=true");
    const editor = page.getByRole("complementary", { name: "SEO editor" });
    await editor.getByRole("tab", { name: "Content SEO" }).click();
    await expect(editor.getByLabel("H1 heading")).toHaveValue("Expert Tree Removal Services in Waco, TX");
    const images = editor.getByRole("group", { name: "Image alt texts" });
    await expect(images.getByText("/images/hero-tree-crew.svg", { exact: true })).toBeVisible();
    // Below the fold and lazy-loaded on the page, so a scan of loaded images missed it.
    await expect(images.getByText("/images/about-family-crew.svg", { exact: true })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a blank title comes back with the error and every other edit kept", async ({ page, browser }) => {
    test.slow(); // axe over the whole editor
    await page.goto("/services/emergency-tree-service?editseo=true");
    const editor = page.getByRole("complementary", { name: "SEO editor" });
    await editor.getByLabel("Title").fill("");
    await editor.getByLabel("Meta description").fill("An edited description that must survive the error.");
    await editor.getByLabel("Keywords").fill("storm damage, kept keyword");
    await editor.getByLabel("H1 heading").fill("An edited heading");
    await editor.getByLabel("Alt text").first().fill("An edited alt text");
    await editor.getByLabel("Structured data (JSON-LD)").fill('{"@type": "Service"}');
    await editor.getByRole("button", { name: "Save" }).click();

    await expect(page).toHaveURL(/\/admin\/seo\?path=%2Fservices%2Femergency-tree-service$/);
    const again = page.getByRole("complementary", { name: "SEO editor" });
    await expect(again.getByRole("alert")).toContainText("Title (Basic SEO): Title is required");
    await expect(again.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Meta description")).toHaveValue(
      "An edited description that must survive the error.",
    );
    await expect(again.getByLabel("Keywords")).toHaveValue("storm damage, kept keyword");
    await expect(again.getByLabel("H1 heading")).toHaveValue("An edited heading");
    await expect(again.getByLabel("Alt text").first()).toHaveValue("An edited alt text");
    await expect(again.getByLabel("Structured data (JSON-LD)")).toHaveValue('{"@type": "Service"}');
    await expect(page.getByTestId("mobile-call-bar")).toHaveCount(0);
    await expectNoAxeViolationsWithoutScripts(browser, page);

    await again.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/services\/emergency-tree-service$/);
  });
});
