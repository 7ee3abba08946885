import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./fixtures";
import { expect, signInAs, staffTest as test } from "./staff-fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("add an account (the email kept after an error, the box cleared after), then remove it", async ({
      page,
      browser,
    }, testInfo) => {
      test.slow(); // sign-ins, two forms and axe
      const email = `crew-${testInfo.project.name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      await page.goto("/admin/staff");
      await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      else await expectNoAxeViolationsWithoutScripts(browser, page);

      const form = page.getByRole("region", { name: "Add an account" });
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Initial password").fill("too-short");
      await form.getByRole("button", { name: "Add account" }).click();
      await expect(form.getByRole("alert")).toContainText("The password must be at least 12 characters");
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(form.getByLabel("Initial password")).toHaveAttribute("aria-invalid", "true");

      await form.getByLabel("Initial password").fill("a-long-initial-password");
      await form.getByRole("button", { name: "Add account" }).click();
      await expect(page.getByTestId("toast")).toContainText(`${email} can now sign in.`);
      await expect(form.getByLabel("Email")).toHaveValue("");
      await expect(form.getByRole("alert")).toHaveCount(0);
      const row = page.getByTestId("staff-account").filter({ hasText: email });
      await expect(row).toContainText("Last sign-in: Never");
      await expect(page.getByTestId("staff-changes")).toContainText(`added ${email}`);

      // The newcomer can sign in, until removed.
      const newcomer = await browser.newContext({ storageState: undefined, javaScriptEnabled });
      const newcomerPage = await newcomer.newPage();
      await signInAs(newcomerPage, email, "a-long-initial-password");

      await row.locator("summary", { hasText: "Remove" }).click();
      await expect(row).toContainText("They will be signed out and can no longer sign in.");
      await row.getByRole("button", { name: "Confirm remove" }).click();
      await expect(page.getByTestId("toast")).toContainText(`${email} can no longer sign in.`);
      await expect(page.getByTestId("staff-account").filter({ hasText: email })).toHaveCount(0);
      await expect(page.getByTestId("staff-changes")).toContainText(`removed ${email}`);

      await newcomerPage.goto("/admin/leads");
      await expect(newcomerPage).toHaveURL(/\/admin\/login\?redirectTo=/);
      await newcomer.close();
    });

    test("your own account has no Remove", async ({ page }) => {
      await page.goto("/admin/staff");
      const me = page.getByTestId("staff-account").filter({ hasText: "You" });
      await expect(me).toContainText("e2e-staff@example.com");
      await expect(me.locator("summary")).toHaveCount(0);
    });
  });
}
