import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";
import { leadFilters, leadItems, markContactedButton, signIn, STAFF_EMAIL, withE2eDatabase } from "./staff-fixtures";

/** For leads no UI of this area creates. */
async function insertLead(name: string, service = "tree-trimming", { possibleSpam = false, overdue = false } = {}) {
  await withE2eDatabase((db) =>
    db
      .insertInto("leads")
      .values({
        name,
        phone: "2545550123",
        email: "lead@example.com",
        service,
        message: `Message from ${name}`,
        possibleSpam: possibleSpam ? 1 : 0,
        ...(overdue ? { callbackDueAt: new Date(Date.now() - 30 * 60_000).toISOString() } : {}),
      })
      .execute(),
  );
}

test("the sign-in page refuses a wrong password with a generic message and passes axe", async ({ page }) => {
  await page.goto("/admin/login");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

// The lead list with scripts, Form Fills as served: the same cards or rows, both ways of working.
test("the lead lists pass axe, with scripts and as served", { tag: "@desktop" }, async ({ page, browser }) => {
  const tag = `Axe${Date.now()}`;
  await insertLead(`${tag} Lead`);
  await insertLead(`${tag} Odd Lead`, "tree-removal", { possibleSpam: true, overdue: true });
  // Filtered to this test's leads: other tests' leads would only make the table (and axe) slower.
  await signIn(page, `/admin/leads?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lead Submissions" })).toBeVisible();
  await expect(
    leadItems(page)
      .filter({ hasText: `${tag} Odd Lead` })
      .getByText("Possible spam"),
  ).toBeVisible();
  await expect(leadItems(page).filter({ hasText: `${tag} Odd Lead` })).toContainText("Overdue");
  // A table from 640 px up (desktop), its rows cards with Call below it (phone).
  const desktop = page.viewportSize()!.width >= 640;
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible({ visible: desktop });
  await expect(leadItems(page).first().getByRole("link", { name: /^Call/ })).toBeVisible({ visible: !desktop });
  await expectNoAxeViolations(page);
  await page.goto(`/admin/form-fills?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Form Fills Management" })).toBeVisible();
  await expect(page.getByText("Confidential: secure staff page")).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(browser, page);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("sign in, filter the leads and toggle a badge that stays toggled", async ({ page }, testInfo) => {
      const tag = `Lead${testInfo.project.name}${javaScriptEnabled ? "Js" : "NoJs"}${Date.now()}`;
      await insertLead(`${tag} Mia`, "tree-trimming");
      await insertLead(`${tag} Noah`, "land-clearing");
      await signIn(page, "/admin/leads");

      let filters = await leadFilters(page);
      await filters.getByLabel("Search").fill(tag.toLowerCase());
      await filters.getByLabel("Service").selectOption("land-clearing");
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/service=land-clearing/);
      const rows = leadItems(page);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${tag} Noah`);
      await expect(rows.first().getByRole("link", { name: "(254) 555-0123" })).toHaveAttribute(
        "href",
        "tel:+12545550123",
      );

      await markContactedButton(rows.first(), `${tag} Noah`).click();
      await expect(page.getByTestId("toast")).toContainText("Status Updated");
      await expect(markContactedButton(rows.first(), `${tag} Noah`)).toHaveCount(0);
      await expect(rows.first()).toContainText("Contacted");
      await page.reload();
      await expect(markContactedButton(leadItems(page).first(), `${tag} Noah`)).toHaveCount(0);
      await expect(leadItems(page).first()).toContainText("Contacted");

      filters = await leadFilters(page);
      await filters.getByLabel("Status").selectOption("new");
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("No leads found matching your filters")).toBeVisible();
      await page.goBack();
      await expect(leadItems(page)).toHaveCount(1);
    });

    test("add, disable and remove a notification email", async ({ page }, testInfo) => {
      const email = `notify-${testInfo.project.name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      await signIn(page, "/admin/form-fills");
      const manager = page.getByRole("region", { name: "Notification emails" });

      await manager.getByLabel("Add an email").fill("not-an-email");
      await manager.getByRole("button", { name: "Add", exact: true }).click();
      await expect(manager.getByRole("alert")).toContainText("Invalid Email");
      await expect(manager.getByRole("alert")).toContainText("Please enter a valid email address");

      // The refused address stays in the box (without JavaScript too), marked invalid.
      await expect(manager.getByLabel("Add an email")).toHaveValue("not-an-email");
      await expect(manager.getByLabel("Add an email")).toHaveAttribute("aria-invalid", "true");

      await manager.getByLabel("Add an email").fill(email);
      await manager.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByTestId("toast")).toContainText(`${email} will now receive lead notifications`);
      await expect(manager.getByLabel("Add an email")).toHaveValue("");
      await expect(manager.getByRole("alert")).toHaveCount(0);
      const row = manager.getByTestId("notification-email").filter({ hasText: email });
      await expect(row).toContainText("Active");

      await row.getByRole("button", { name: `Disable ${email}` }).click();
      await expect(row).toContainText("Inactive");
      await expect(page.getByTestId("toast")).toContainText("Status Updated");

      // Remove asks first; Cancel keeps the address.
      await row.locator("summary", { hasText: "Remove" }).click();
      await expect(row).toContainText(`Stop sending lead notifications to ${email}?`);
      await row.getByRole("link", { name: "Cancel" }).click();
      await expect(row.getByRole("button", { name: "Confirm remove" })).toBeHidden();
      await row.locator("summary", { hasText: "Remove" }).click();
      await row.getByRole("button", { name: "Confirm remove" }).click();
      await expect(page.getByTestId("toast")).toContainText("Email Removed");
      await expect(row).toHaveCount(0);
    });

    test("update the site phone number", async ({ page }) => {
      await signIn(page, "/admin/form-fills");
      const editor = page.getByRole("region", { name: "Site phone number" });
      const input = editor.getByLabel("Phone number");
      const update = editor.getByRole("button", { name: "Update" });
      await input.fill("");
      if (javaScriptEnabled) {
        await expect(update).toBeDisabled();
      } else {
        await update.click();
        await expect(editor.getByRole("alert")).toContainText("Please enter a phone number");
      }
      // The same number written differently: parallel tests still see (254) 555-0147 everywhere.
      await editor.getByLabel("Phone number").fill("254-555-0147");
      await editor.getByRole("button", { name: "Update" }).click();
      await expect(page.getByTestId("toast")).toContainText("Phone Number Updated");
      await expect(page.getByTestId("toast")).toContainText("The site now shows (254) 555-0147.");
      await page.goto("/");
      await expect(page.getByRole("link", { name: "(254) 555-0147" }).first()).toHaveAttribute(
        "href",
        "tel:+12545550147",
      );
    });
  });
}
