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

      await row.locator("summary", { hasText: "Remove" }).click();
      await expect(row).toContainText("They will be signed out and can no longer sign in.");
      await row.getByRole("button", { name: "Confirm remove" }).click();
      await expect(page.getByTestId("toast")).toContainText(`${email} can no longer sign in.`);
      await expect(page.getByTestId("staff-account").filter({ hasText: email })).toHaveCount(0);
      await expect(page.getByTestId("staff-changes")).toContainText(`removed ${email}`);
    });

    test("change your own password: the current one is checked, your other sessions end", async ({
      page,
      browser,
    }, testInfo) => {
      test.slow(); // two sign-ins and three posts
      const email = `changer-${testInfo.project.name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      await page.goto("/admin/staff");
      const add = page.getByRole("region", { name: "Add an account" });
      await add.getByLabel("Email").fill(email);
      await add.getByLabel("Initial password").fill("the-first-password");
      await add.getByRole("button", { name: "Add account" }).click();
      await expect(page.getByTestId("toast")).toContainText(`${email} can now sign in.`);

      // The same person signed in on two devices.
      const signedIn = async () => {
        const context = await browser.newContext({ storageState: undefined, javaScriptEnabled });
        const device = await context.newPage();
        await signInAs(device, email, "the-first-password");
        return { context, device };
      };
      const laptop = await signedIn();
      const phone = await signedIn();

      await laptop.device.goto("/admin/staff");
      const form = laptop.device.getByRole("region", { name: "Change your password" });
      await form.getByLabel("Current password").fill("not-the-password");
      await form.getByLabel("New password").fill("the-second-password");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(form.getByRole("alert")).toContainText("The current password is not correct.");
      await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

      await form.getByLabel("Current password").fill("the-first-password");
      await form.getByLabel("New password").fill("the-second-password");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(laptop.device.getByTestId("toast")).toContainText("Your other sessions have been signed out.");
      await expect(form.getByLabel("New password")).toHaveValue("");
      // The new account is staff: the owner's Staff page keeps the audit.
      await page.reload();
      await expect(page.getByTestId("staff-changes")).toContainText(`${email} changed their password`);

      await phone.device.goto("/admin/leads");
      await expect(phone.device).toHaveURL(/\/admin\/login\?redirectTo=/);
      await laptop.device.goto("/admin/leads");
      await expect(laptop.device.getByRole("heading", { level: 1, name: "Lead Submissions" })).toBeVisible();
      await laptop.context.close();
      await phone.context.close();
    });

    test("your own account has no Remove", async ({ page }) => {
      await page.goto("/admin/staff");
      const me = page.getByTestId("staff-account").filter({ hasText: "You" });
      await expect(me).toContainText("e2e-staff@example.com");
      await expect(me.locator("summary")).toHaveCount(0);
    });
  });
}
