import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { openDatabase } from "../../db/connection";
import { expect, test as base } from "./fixtures";
import { e2ePort } from "./servers";

/** The staff account playwright.config.ts creates on the e2e server's fresh database. */
export const STAFF_EMAIL = "e2e-staff@example.com";
export const STAFF_PASSWORD = "e2e-staff-password-123";

/** The e2e server's database (scripts/e2e-server.js), for what no screen of this test creates. */
export const e2eServer = {
  openDb: () => openDatabase(path.resolve(`.e2e-data/${e2ePort}/site.db`)),
  /** A clean photo's file in the data folder's photo store (decision 078). */
  photoFile: (name: string) => path.resolve(`.e2e-data/${e2ePort}/photos/${name}`),
};

export async function withE2eDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>) {
  const { db } = e2eServer.openDb();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Opens a staff page signed out, signs in on the page it is sent to, and lands back on it. */
export async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Tests that start signed in as the e2e staff member. Each worker signs in
 * once (the sign-in page limits attempts per address) and every test's
 * browser context starts with that session.
 */
export const staffTest = base.extend<object, { staffStorageState: string }>({
  staffStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = workerInfo.project.outputDir + `/staff-${workerInfo.workerIndex}.json`;
      const context = await (browser as Browser).newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInAs(await context.newPage(), STAFF_EMAIL, STAFF_PASSWORD);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
  storageState: ({ staffStorageState }, use) => use(staffStorageState),
});

export { expect };

/**
 * The leads listed: in a list one element each, a card on a phone and a table row from 640 px up;
 * the staff home's Call now cards.
 */
export const leadItems = (page: Page) => page.locator('[data-testid="lead-row"], [data-testid="lead-card"]');

/**
 * The list's filter form, opened first on a phone, where it folds under "Search and filters".
 * Retried: a click that lands while the page is still arriving can be lost.
 */
export async function leadFilters(page: Page) {
  const search = page.getByRole("search", { name: "Filter leads" });
  if ((page.viewportSize()?.width ?? 1280) >= 640) return search;
  const disclosure = page.locator("details", { has: page.getByText(/^Search and filters/) });
  await expect(async () => {
    if (!(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)))
      await disclosure.locator("summary").click();
    await expect(search).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return search;
}

/** A lead's Mark contacted button, in a list's row or card, or on its page (offered only while the lead is new). */
export const markContactedButton = (item: Pick<ReturnType<typeof leadItems>, "getByRole">, name: string) =>
  item.getByRole("button", { name: `Mark contacted: ${name}`, exact: true });
