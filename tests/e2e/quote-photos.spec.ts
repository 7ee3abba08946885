// Real phone photos through the browser (issue #30): a 5.5 MB JPEG with GPS and an orientation tag,
// an iPhone HEIC and a screenshot, made by tests/helpers/phone-photos.ts. On a phone and on a
// desktop: with JavaScript from the home page, without it from /contact, so each form page and
// each way of sending is covered once per screen size.
import type { Page } from "@playwright/test";
import sharp from "sharp";

import { iphoneHeic, phoneJpeg, screenshotPng } from "../helpers/phone-photos";
import { expect, expectAppStarted, expectNoAxeViolations, test } from "./fixtures";
import { withE2eDatabase } from "./staff-fixtures";

/** The lead's stored photos as a browser would get them: name, type, size in pixels, and whether any metadata is left. */
async function photosOf(name: string) {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom("leadPhotos")
      .innerJoin("leads", "leads.id", "leadPhotos.leadId")
      .select(["leadPhotos.fileName", "leadPhotos.contentType", "leadPhotos.data"])
      .where("leads.name", "=", name)
      .orderBy("leadPhotos.id")
      .execute(),
  );
  return Promise.all(
    rows.map(async ({ fileName, contentType, data }) => {
      // A photo as sent waits in a file (decision 074): nothing to read until it is clean.
      if (!data) return `${fileName} waiting to be cleaned`;
      const { width = 0, height = 0, exif, orientation } = await sharp(data!).metadata();
      const metadata = exif || orientation ? "with metadata" : "clean";
      return `${fileName} ${contentType} ${Math.max(width, height) <= 2560 ? "≤2560px" : `${width}×${height}`} ${metadata}`;
    }),
  );
}

/**
 * The visitor is answered first; a job normalizes the photos after (decision 050): an iPhone HEIC
 * takes seconds of CPU, many more on a busy machine.
 */
const NORMALIZED_WITHIN_MS = 60_000;

async function fillRequest(page: Page, name: string) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(`254${String(Date.now()).slice(-7)}`);
  await form.getByLabel("Email Address").fill("jane@example.com");
  await form.getByLabel("Service Needed").selectOption("tree-removal");
  return form;
}

test.describe("with JavaScript, from the home page", () => {
  test("a visitor sends real phone photos (JPEG with GPS, HEIC), sees them going, and they are stored clean", async ({
    page,
  }, testInfo) => {
    test.slow(); // the photos' normalization after the answer (NORMALIZED_WITHIN_MS)
    const name = `Photo ${testInfo.project.name} Js ${Date.now()}`;
    await page.goto("/");
    await page.mouse.wheel(0, 100);
    await expectAppStarted(page);
    const form = await fillRequest(page, name);
    await form
      .getByLabel("Photos of the tree (up to 5)")
      .setInputFiles([await phoneJpeg(), await iphoneHeic(), await screenshotPng()]);
    const chosen = form.getByRole("list", { name: "Chosen photos" }).getByRole("listitem");
    await expect(chosen).toHaveCount(3);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: /^Remove screenshot\./ }).click();
    await expect(chosen).toHaveCount(2);

    // Held until the progress is seen: the visitor sees it while a slow connection sends.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Pages and data requests only: the chosen photos' blob: URLs are the browser's own.
    await page.route(
      (url) => url.protocol === "http:",
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form.getByRole("status")).toContainText(/Sending 2 photos \(\d+\.\d MB\)/);
    release();

    const thanks = page.getByTestId("quote-thank-you");
    await expect(thanks).toContainText("Message Sent Successfully");
    await expect(thanks).toContainText("2 photos");
    // The removed photo stayed home; the HEIC (which the browser can't redraw) is a JPEG now.
    await expect
      .poll(() => photosOf(name), { timeout: NORMALIZED_WITHIN_MS })
      .toEqual(["photo-1.jpg image/jpeg ≤2560px clean", "photo-2.jpg image/jpeg ≤2560px clean"]);
  });
});

test.describe("without JavaScript, from /contact", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sends the photos as taken (5.5 MB with GPS, HEIC, screenshot), and they are stored clean", async ({
    page,
  }, testInfo) => {
    test.slow(); // the photos' normalization after the answer (NORMALIZED_WITHIN_MS)
    const name = `Photo ${testInfo.project.name} NoJs ${Date.now()}`;
    await page.goto("/contact");
    const form = await fillRequest(page, name);
    await form
      .getByLabel("Photos of the tree (up to 5)")
      .setInputFiles([await phoneJpeg(), await iphoneHeic(), await screenshotPng()]);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();

    const thanks = page.getByTestId("quote-thank-you");
    await expect(thanks).toContainText("Message Sent Successfully");
    await expect(thanks).toContainText("3 photos");
    await expect
      .poll(() => photosOf(name), { timeout: NORMALIZED_WITHIN_MS })
      .toEqual([
        "photo-1.jpg image/jpeg ≤2560px clean",
        "photo-2.jpg image/jpeg ≤2560px clean",
        "photo-3.png image/png ≤2560px clean",
      ]);
  });
});
