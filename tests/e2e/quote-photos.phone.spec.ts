import jpeg from "jpeg-js";

import { expect, expectAppStarted, expectNoAxeViolations, test } from "./fixtures";
import { withE2eDatabase } from "./staff-fixtures";

/** A real JPEG, as a phone's camera would make one (without the detail). */
function photo(name: string, width: number, height: number) {
  const data = Buffer.alloc(width * height * 4, 120);
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(jpeg.encode({ width, height, data }, 85).data) };
}

/** The lead's stored photos: name and width, read from the stored JPEG itself. */
async function photosOf(name: string) {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom("leadPhotos")
      .innerJoin("leads", "leads.id", "leadPhotos.leadId")
      .select(["leadPhotos.fileName", "leadPhotos.data"])
      .where("leads.name", "=", name)
      .orderBy("leadPhotos.id")
      .execute(),
  );
  return rows.map(({ fileName, data }) => `${fileName} ${jpeg.decode(data).width}px`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a visitor sends photos of the tree with the quote request", async ({ page }, testInfo) => {
      const name = `Photo ${testInfo.project.name} ${javaScriptEnabled ? "Js" : "NoJs"} ${Date.now()}`;
      await page.goto("/contact");
      if (javaScriptEnabled) {
        await page.mouse.wheel(0, 100);
        await expectAppStarted(page);
      }
      const form = page.getByTestId("quote-form");
      await form.getByLabel("Full Name").fill(name);
      await form.getByLabel("Phone Number").fill(`254${String(Date.now()).slice(-7)}`);
      await form.getByLabel("Email Address").fill("jane@example.com");
      await form.getByLabel("Service Needed").selectOption("tree-removal");
      const field = form.getByLabel("Photos of the tree (up to 5)");
      await field.setInputFiles([photo("oak.jpg", 64, 48), photo("roof.jpg", 64, 48), photo("wide.jpg", 2400, 1200)]);

      if (javaScriptEnabled) {
        const chosen = form.getByRole("list", { name: "Chosen photos" }).getByRole("listitem");
        await expect(chosen).toHaveCount(3);
        await expectNoAxeViolations(page);
        await form.getByRole("button", { name: "Remove roof.jpg" }).click();
        await expect(chosen).toHaveCount(2);
      }
      if (javaScriptEnabled) {
        // Held until the progress is seen: the visitor sees it while a slow connection sends.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname.startsWith("/contact"),
          async (route) => {
            if (route.request().method() === "POST") await held;
            await route.continue();
          },
        );
        await form.getByRole("button", { name: "Get My Free Quote" }).click();
        await expect(form.getByRole("status")).toContainText(/Sending 2 photos \(\d+\.\d MB\)/);
        await expect(form.getByRole("progressbar", { name: "Sending photos" })).toBeVisible();
        release();
      } else {
        await form.getByRole("button", { name: "Get My Free Quote" }).click();
      }
      await expect(form.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
      await expect(form).toContainText(javaScriptEnabled ? "2 photos" : "3 photos");

      // With JavaScript the removed photo stays home and the wide one is scaled down to a JPEG.
      await expect
        .poll(() => photosOf(name))
        .toEqual(
          javaScriptEnabled
            ? ["oak.jpg 64px", "wide.jpg 2000px"]
            : ["oak.jpg 64px", "roof.jpg 64px", "wide.jpg 2400px"],
        );
    });
  });
}
