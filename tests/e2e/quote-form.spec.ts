import type { Page } from "@playwright/test";

import { expect, expectAppStarted, expectNoAxeViolations, test } from "./fixtures";

let counter = 0;
/** A phone number no other test uses, so the duplicate check never hides a submission. */
function uniquePhone(testInfo: { workerIndex: number; project: { name: string } }) {
  counter += 1;
  const project = testInfo.project.name === "phone" ? 1 : 2;
  return `254${project}${String(testInfo.workerIndex % 10)}${String(Date.now() % 10_000).padStart(4, "0")}${counter % 10}`.slice(
    0,
    10,
  );
}

/**
 * The browser logs every 400 answer as a failed load; for a form sent back
 * with its errors that status is the intended one, not a fault.
 */
function forgiveValidationStatus(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !/status of 400/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

function quoteForm(page: Page) {
  return page.getByTestId("quote-form");
}

/**
 * Opens the page as a visitor who reads before filling in the form: with
 * JavaScript, their first scroll starts the app, so the form is the app's.
 */
async function openForm(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (!javaScriptEnabled) return;
  await page.mouse.wheel(0, 100);
  await expectAppStarted(page);
}

async function fillValidRequest(page: Page, phone: string) {
  const form = quoteForm(page);
  await form.getByLabel("Full Name").fill("Jane Doe");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Email Address").fill("jane@example.com");
  await form.getByLabel("Service Needed").selectOption("tree-trimming");
  await form.getByLabel("Message").fill("Two pecans need trimming away from the roof.");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "quote form with JavaScript" : "quote form without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an empty submission shows a message beside each required field", async ({ page, consoleErrors }) => {
      await openForm(page, "/contact", javaScriptEnabled);
      const form = quoteForm(page);
      await expect(form.getByLabel("Service Needed")).toHaveValue("");
      await form.getByRole("button", { name: "Get My Free Quote" }).click();

      await expect(form.getByText("Please enter your name", { exact: true })).toBeVisible();
      await expect(form.getByText("Please enter your phone number", { exact: true })).toBeVisible();
      await expect(form.getByText("Please select a service", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("alert").first()).toContainText("Please correct these fields");
      if (javaScriptEnabled) await expect(form.getByLabel("Full Name")).toBeFocused();
      // axe runs in the page, so only where scripts may run.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      forgiveValidationStatus(consoleErrors);
    });

    test("a wrong value keeps everything typed and says what to fix", async ({ page, consoleErrors }, testInfo) => {
      await openForm(page, "/contact", javaScriptEnabled);
      await fillValidRequest(page, uniquePhone(testInfo));
      await quoteForm(page).getByLabel("Email Address").fill("jane@");
      await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();

      const form = quoteForm(page);
      await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Full Name")).toHaveValue("Jane Doe");
      await expect(form.getByLabel("Service Needed")).toHaveValue("tree-trimming");
      await expect(form.getByLabel("Email Address")).toHaveValue("jane@");
      if (javaScriptEnabled) await expect(form.getByLabel("Email Address")).toBeFocused();
      forgiveValidationStatus(consoleErrors);
    });

    test(
      "a valid request on /contact is thanked in place of the form, with a tap-to-call",
      { tag: "@desktop" },
      async ({ page }, testInfo) => {
        await openForm(page, "/contact", javaScriptEnabled);
        await expect(quoteForm(page)).toContainText("We call back within one business hour; emergencies 24/7.");
        await fillValidRequest(page, uniquePhone(testInfo));

        if (javaScriptEnabled) {
          // Hold the post a moment so the pending state can be seen.
          await page.route(
            (url) => url.pathname.startsWith("/contact"),
            async (route) => {
              if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
              await route.continue();
            },
          );
        }
        await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
        if (javaScriptEnabled) {
          const sending = quoteForm(page).getByRole("button", {
            name: "Sending...",
          });
          await expect(sending).toBeVisible();
          await expect(sending).toBeDisabled();
        }

        const thanks = quoteForm(page).getByRole("heading", { name: "Message Sent Successfully" });
        await expect(thanks).toBeVisible();
        if (javaScriptEnabled) await expect(thanks).toBeFocused();
        await expect(quoteForm(page)).toContainText("We call back within one business hour");
        await expect(quoteForm(page)).toContainText("Tree Trimming & Pruning");
        await expect(quoteForm(page).getByRole("link", { name: /^Call \(254\)/ })).toHaveAttribute("href", /^tel:/);
        await expect(quoteForm(page).getByLabel("Full Name")).toHaveCount(0);
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // Still there after a moment (no toast to time out), until the visitor asks for the form again.
        await quoteForm(page).getByRole("link", { name: "Send another request" }).click();
        await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("");
        await expect(quoteForm(page).getByLabel("Service Needed")).toHaveValue("");
      },
    );

    test("a valid request from the home page's #contact section is thanked there", async ({ page }, testInfo) => {
      await openForm(page, "/#contact", javaScriptEnabled);
      await fillValidRequest(page, uniquePhone(testInfo));
      await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
      await expect(quoteForm(page).getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
      await expect(page).toHaveURL(/\/#quote-form$/);
    });
  });
}

test("what a visitor types while the app starts stays in the form, and the app sends it", async ({
  page,
}, testInfo) => {
  await page.goto("/contact");
  // The first focus starts the app; these keys arrive while it loads.
  await fillValidRequest(page, uniquePhone(testInfo));
  await expectAppStarted(page);
  await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("Jane Doe");
  await expect(quoteForm(page).getByLabel("Service Needed")).toHaveValue("tree-trimming");

  let documentRequests = 0;
  page.on("request", (sent) => {
    if (sent.isNavigationRequest()) documentRequests += 1;
  });
  await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(quoteForm(page).getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
  expect(documentRequests, "pages loaded to send the form").toBe(0);
});
