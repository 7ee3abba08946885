import { expectAppStarted } from "./fixtures";
import { expect, staffTest as test, withE2eDatabase } from "./staff-fixtures";

/**
 * The customer's estimate page loads its JavaScript on the first tap, and that first tap is
 * often the optional line's box: it must stay ticked once React takes over, with the total
 * (and the accepted total) counting it.
 */
test("an optional line ticked before the page's script starts stays ticked, and is what is accepted", async ({
  page,
  browser,
}) => {
  const lead = await withE2eDatabase((db) =>
    db
      .insertInto("leads")
      .values({
        name: "Iñés Tick",
        phone: "2545550188",
        service: "tree-removal",
        message: "",
        createdAt: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  const created = await page.request.post(`/api/leads/${lead.id}/estimates`, {
    data: {
      lines: [
        { description: "Remove dead live oak", quantity: 1, unitPrice: 120_000 },
        { description: "Grind the stump", quantity: 1, unitPrice: 15_000, optional: true },
      ],
      expiresOn: "2099-12-31",
      send: true,
    },
  });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };

  // The customer, on their own phone: no staff session.
  const customer = await browser.newContext({ viewport: page.viewportSize(), isMobile: true, hasTouch: true });
  const phone = await customer.newPage();
  await phone.goto(new URL(url).pathname);
  const stump = phone.getByRole("checkbox", { name: "Optional" });
  await stump.tap();
  await expectAppStarted(phone);
  await expect(stump).toBeChecked();
  const accept = phone.getByRole("button", { name: "Accept for $1,350.00" });
  await expect(accept).toBeVisible();

  await phone.getByLabel("Your full name").fill("Iñés Tick");
  await phone.getByRole("checkbox", { name: /I agree to sign electronically/ }).check();
  await accept.click();
  await expect(phone.getByText("Signed by Iñés Tick")).toContainText("$1,350.00");
  await customer.close();
});
