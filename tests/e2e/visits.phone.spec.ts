import type { Page } from "@playwright/test";

import { expect, expectAppStarted, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";

/** Sends a quote request from /contact and waits for the thank-you with its windows. */
async function sendQuote(page: Page, name: string) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(`254${String(Date.now()).slice(-7)}`);
  await form.getByLabel("Email Address").fill("visit.e2e@example.com");
  await form.getByLabel("Street Address").fill("1200 Austin Ave, Waco, TX");
  await form.getByLabel("Service Needed").selectOption("tree-trimming");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
  return page.getByTestId("visit-offer");
}

/** The visit page after a booking: books, moves, cancels. */
async function moveAndCancel(page: Page) {
  const booked = page.getByTestId("visit-booked");
  const first = await booked.getByRole("paragraph").first().textContent();
  await page.getByTestId("visit-windows").getByRole("button").nth(1).click();
  await expect(booked.getByRole("paragraph").first()).not.toHaveText(first!);
  await page.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(page.getByRole("heading", { name: "Pick a time for your free estimate" })).toBeVisible();
  await expect(booked).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books, moves and cancels the estimate visit with plain form posts", async ({ page, browser }) => {
    await page.goto("/contact");
    const offer = await sendQuote(page, `José Ñúñez ${Date.now()}`);
    const first = offer.getByTestId("visit-windows").getByRole("button").first();
    const label = await first.getAttribute("aria-label");
    await first.click();
    await expect(page).toHaveURL(/\/visit\/\d+-/);
    await expect(page.getByRole("heading", { name: "Your estimate visit is booked" })).toBeVisible();
    expect(label).toContain(await page.getByTestId("visit-booked").getByRole("paragraph").first().textContent());
    await expectNoAxeViolationsWithoutScripts(browser, page);
    await moveAndCancel(page);
  });
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("a visitor books, moves and cancels the estimate visit", async ({ page }) => {
    await page.goto("/contact");
    await page.mouse.wheel(0, 100);
    await expectAppStarted(page);
    const offer = await sendQuote(page, `Zoë Brontë ${Date.now()}`);
    await offer.getByTestId("visit-windows").getByRole("button").first().click();
    await expect(page.getByRole("heading", { name: "Your estimate visit is booked" })).toBeVisible();
    await expect(page).toHaveURL(/\/visit\/\d+-/);
    await moveAndCancel(page);
  });
});
