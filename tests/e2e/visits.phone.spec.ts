import type { Page } from "@playwright/test";

import { expect, expectAppStarted, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";

// One after the other: both would take the same first window (and one would rightly be refused).
test.describe.configure({ mode: "serial" });

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

/** The page opens on its outcome: the top of the page, the heading in sight (issue #42: it was at y ≈ 1,200). */
async function expectAtTop(page: Page, heading: string) {
  await expect(page.getByRole("heading", { name: heading })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
}

/** The visit page after a booking: moves and cancels, each asked first, each opening at the top on its outcome. */
async function moveAndCancel(page: Page) {
  const booked = page.getByTestId("visit-booked");
  const first = await booked.getByRole("paragraph").first().textContent();
  // A window far down the page, where a thumb would be.
  const windows = page.getByTestId("visit-windows").getByRole("button");
  await windows.nth(5).click();
  await expectAtTop(page, (await page.getByTestId("visit-ask").getByRole("heading").textContent())!);
  await expect(page.getByTestId("visit-ask").getByRole("heading")).toHaveText(/^Move your visit to .+\?$/);
  await page.getByRole("button", { name: "Yes, move it" }).click();
  await expect(booked.getByRole("paragraph").first()).not.toHaveText(first!);
  await expectAtTop(page, "Your estimate visit is booked");
  await page.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(page.getByRole("heading", { name: "Cancel your visit?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expectAtTop(page, "Your visit is cancelled");
  await expect(page.getByRole("heading", { name: "Book again" })).toBeVisible();
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
    // "Book Monday, March 9, 8–10 a.m." booked Monday, March 9.
    const day = label!
      .replace(/^Book /, "")
      .split(", ")
      .slice(0, 2)
      .join(", ");
    await expect(page.getByTestId("visit-booked").getByRole("paragraph").first()).toContainText(day);
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
    await expect(page).toHaveURL(/\/visit\/\d+-/);
    await expectAtTop(page, "Your estimate visit is booked");
    await moveAndCancel(page);
  });
});

test.describe("in Spanish, with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("a visitor who wrote from the Spanish pages books and cancels in Spanish", async ({ page }) => {
    await page.goto("/es/contacto");
    await page.mouse.wheel(0, 100);
    await expectAppStarted(page);
    const form = page.getByTestId("quote-form");
    await form.getByLabel("Nombre completo").fill(`María García ${Date.now()}`);
    await form.getByLabel("Número de teléfono").fill(`254${String(Date.now()).slice(-7)}`);
    await form.getByLabel("Correo electrónico").fill("visita.e2e@example.com");
    await form.getByLabel("Dirección", { exact: true }).fill("1200 Austin Ave, Waco, TX");
    await form.getByLabel("Servicio que necesita").selectOption("tree-trimming");
    await form.getByRole("button", { name: "Quiero mi presupuesto gratis" }).click();
    const offer = page.getByTestId("visit-offer");
    await expect(offer.getByRole("heading", { name: "Escoja una hora para su presupuesto gratis" })).toBeVisible();
    const first = offer.getByTestId("visit-windows").getByRole("button").first();
    await expect(first).toHaveAttribute(
      "aria-label",
      /^Reservar (lunes|martes|miércoles|jueves|viernes|sábado), \d+ de /,
    );
    await first.click();
    await expect(page.getByRole("heading", { name: "Su visita para el presupuesto está reservada" })).toBeVisible();
    // The visitor's own page, at its Spanish address: the site around it speaks Spanish too, and no
    // "Free Quote" bar asks them for what they have.
    await expect(page).toHaveURL(/\/es\/visita\/\d+-/);
    await expect(page.getByRole("contentinfo")).toContainText("Política de privacidad");
    await expect(page.getByTestId("mobile-call-bar")).toHaveCount(0);
    await page.getByRole("button", { name: "Cancelar la visita" }).click();
    await page.getByRole("button", { name: "Sí, cancelarla" }).click();
    await expectAtTop(page, "Su visita está cancelada");
    await expect(page.getByRole("heading", { name: "Reservar otra vez" })).toBeVisible();
  });
});
