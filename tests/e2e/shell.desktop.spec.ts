import { services } from "../../app/content/services";
import { expect, expectAppStarted, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the Services menu opens on hover and closes on leaving", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = page.getByTestId("services-menu");
      await expect(menu).toBeHidden();

      await nav.getByRole("link", { name: "Services", exact: true }).hover();
      await expect(menu).toBeVisible();
      for (const service of services) {
        await expect(menu.getByRole("link", { name: service.title })).toBeVisible();
      }

      await page.mouse.move(640, 700);
      await expect(menu).toBeHidden();
    });

    test("the Services menu opens on keyboard focus and its links can be tabbed to", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = page.getByTestId("services-menu");
      await nav.getByRole("link", { name: "About", exact: true }).focus();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: services[0]!.title })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/services/${services[0]!.slug}$`));
    });

    test("FREE QUOTE and CALL NOW buttons are in the header", async ({ page }) => {
      await page.goto("/about");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+12545550147");
      await header.getByRole("link", { name: "Free Quote" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}

test("Escape closes the Services menu for keyboard users", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Services", exact: true }).focus();
  await expect(page.getByTestId("services-menu")).toBeVisible();
  await expectAppStarted(page); // Escape is the app's: the focus started it
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("services-menu")).toBeHidden();
});
