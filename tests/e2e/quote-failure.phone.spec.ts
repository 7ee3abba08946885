import fs from "node:fs";

import { phoneJpeg } from "../helpers/phone-photos";
import { expect, expectAppStarted, test } from "./fixtures";

test.use({ javaScriptEnabled: true });

test("a quote whose connection fails keeps what was typed and the photo, and goes through on the next try", async ({
  page,
  consoleErrors,
}) => {
  const name = `Dropped Connection ${Date.now()}`;
  await page.goto("/contact");
  await page.mouse.wheel(0, 100);
  await expectAppStarted(page);

  const form = page.getByTestId("quote-form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(`254${String(Date.now()).slice(-7)}`);
  await form.getByLabel("Email Address").fill("dropped@example.com");
  await form.getByLabel("Service Needed").selectOption("tree-removal");
  await form.getByLabel("Message").fill("Cracked limb over the driveway.");
  const photo = await fs.promises.readFile(await phoneJpeg());
  await form
    .getByLabel(/Photos of the tree/)
    .setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(form.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(1);

  // The phone loses its signal while sending.
  await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const alert = form.getByRole("alert").filter({ hasText: "the connection to our server failed" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "(254) 555-0147" })).toHaveAttribute("href", "tel:+12545550147");
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Message")).toHaveValue("Cracked limb over the driveway.");
  await expect(form.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error)),
  );

  // Back online: the same form, as it is, goes through.
  await page.unroute("**/contact.data*");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
  await expect(page.getByText(/1 photo/)).toBeVisible();
});
