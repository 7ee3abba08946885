import { services } from "../../app/content/services";
import { expect, expectNoAxeViolations, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the menu toggle lists links, services, Free Quote and Call, and closes on selection", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

      await page.getByText("Menu", { exact: true }).click();
      await expect(menu).toBeVisible();
      for (const name of ["Home", "About", "Services", "Service Areas", "Contact", "Free Quote", "Call"]) {
        await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      }
      for (const service of services) {
        await expect(menu.getByRole("link", { name: service.title })).toHaveAttribute(
          "href",
          `/services/${service.slug}`,
        );
      }
      await expect(menu.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", "tel:+12545550147");
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await menu.getByRole("link", { name: "Land Clearing" }).click();
      await expect(page).toHaveURL(/\/services\/land-clearing$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land Clearing");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });

    test("the sticky bar offers Call and Free Quote at thumb reach", async ({ page }) => {
      await page.goto("/about");
      const bar = page.getByTestId("mobile-call-bar");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+12545550147");
      await bar.getByRole("link", { name: "Free Quote" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}
