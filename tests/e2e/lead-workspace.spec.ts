import { insertLeads as insertLeadsInto } from "../helpers/staff";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test } from "./fixtures";
import { e2eServer, leadFilters, leadItems, signIn, STAFF_EMAIL } from "./staff-fixtures";

const MINUTE = 60_000;

/** Leads straight into the e2e server's database, each due for a call back in an hour unless told. */
const insertLeads = (leads: Parameters<typeof insertLeadsInto>[1]) =>
  insertLeadsInto(
    e2eServer,
    leads.map((lead) => ({ callbackDueAt: new Date(Date.now() + 60 * MINUTE), ...lead })),
  );

/** A tag no other test (or project) uses. */
const uniqueTag = (label: string, projectName: string, javaScriptEnabled: boolean) =>
  `${label}${projectName}${javaScriptEnabled ? "Js" : "NoJs"}${Date.now().toString(36)}`;

// The staff home is checked by dashboard.spec, and the lead lists (Needs a call's overdue badge
// too) by staff.spec.
test.describe("axe, with and without scripts", () => {
  // Two full axe runs per page take several seconds each on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("the lead page", { tag: "@desktop" }, async ({ page, browser }, testInfo) => {
    const tag = uniqueTag("Axe", testInfo.project.name, true);
    const [id] = await insertLeads([{ name: `${tag} Overdue`, callbackDueAt: new Date(Date.now() - 30 * MINUTE) }]);
    await signIn(page, `/admin/leads/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${tag} Overdue` })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsWithoutScripts(browser, page);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test(
      "open a lead from the list, read it, add a note and mark it contacted",
      { tag: "@desktop" },
      async ({ page }, testInfo) => {
        const tag = uniqueTag("Work", testInfo.project.name, javaScriptEnabled);
        const [id] = await insertLeads([
          {
            name: `${tag} Rosa`,
            phone: "254-555-0188",
            email: "lead@example.com",
            address: "700 Austin Ave, Waco, TX 76701",
            service: "tree-trimming",
            sourcePage: "/services/tree-trimming",
            referrer: "https://www.google.com/",
            utmSource: "google",
            utmCampaign: "spring",
          },
        ]);
        await signIn(page, `/admin/leads?q=${tag}`);

        await page.getByRole("link", { name: `${tag} Rosa`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
        const details = page.getByRole("region", { name: "Details" });
        await expect(details.getByRole("link", { name: "(254) 555-0188" })).toHaveAttribute("href", "tel:+12545550188");
        await expect(details.getByRole("link", { name: "lead@example.com" })).toHaveAttribute(
          "href",
          "mailto:lead@example.com",
        );
        await expect(details).toContainText("700 Austin Ave, Waco, TX 76701");
        await expect(details).toContainText("Tree Trimming & Pruning");
        await expect(details).toContainText(/Received\s*\w{3} \d+, \d{4}, [\d:]+ [AP]M C[SD]T/);
        await expect(details).toContainText("/services/tree-trimming");
        await expect(details).toContainText("https://www.google.com/");
        await expect(details).toContainText("Source: google");

        const timeline = page.getByRole("region", { name: "Timeline" });
        const note = timeline.getByLabel("Add a note");
        await note.fill("   ");
        await timeline.getByRole("button", { name: "Add note" }).click();
        await expect(timeline.getByRole("alert")).toHaveText("Please write a note");

        await timeline.getByLabel("Add a note").fill("Left a voicemail, will try again at 4");
        await timeline.getByRole("button", { name: "Add note" }).click();
        await expect(page.getByTestId("toast")).toContainText("Note Added");
        const noteEntry = timeline.getByTestId("timeline-entry").filter({ hasText: "Left a voicemail" });
        await expect(noteEntry).toContainText(STAFF_EMAIL);
        await expect(timeline.getByLabel("Add a note")).toHaveValue("");

        const markContacted = page.getByRole("button", { name: /^Mark contacted: / }).filter({ visible: true });
        await markContacted.click();
        await expect(page.getByTestId("toast")).toContainText("Status Updated");
        await expect(markContacted).toHaveCount(0);
        await expect(timeline.getByTestId("timeline-entry").filter({ hasText: "Marked contacted" })).toContainText(
          STAFF_EMAIL,
        );
        await page.reload();
        await expect(markContacted).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Won" }).filter({ visible: true })).toBeVisible();
      },
    );

    test("search by phone however it is written", async ({ page }, testInfo) => {
      const tag = uniqueTag("Find", testInfo.project.name, javaScriptEnabled);
      const line = String(Date.now() % 10_000).padStart(4, "0");
      const exchange = javaScriptEnabled ? "731" : "732";
      const exchangeOffset = testInfo.project.name === "phone" ? 0 : 2;
      const digits = `254${Number(exchange) + exchangeOffset}${line}`;
      await insertLeads([
        { name: `${tag} dashed`, phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` },
        { name: `${tag} spaced`, phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` },
        { name: `${tag} plain`, phone: digits },
      ]);
      await signIn(page, "/admin/leads");
      for (const query of [
        `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
        `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        digits,
      ]) {
        const filters = await leadFilters(page);
        await filters.getByLabel("Search").fill(query);
        await filters.getByRole("button", { name: "Apply filters" }).click();
        await expect(page).toHaveURL((url) => url.searchParams.get("q") === query);
        await expect(leadItems(page)).toHaveCount(3);
        for (const name of ["dashed", "spaced", "plain"]) {
          await expect(page.getByRole("link", { name: `${tag} ${name}`, exact: true })).toBeVisible();
        }
      }
    });

    test("Needs a call puts overdue leads first with a badge", async ({ page }, testInfo) => {
      const tag = uniqueTag("Call", testInfo.project.name, javaScriptEnabled);
      await insertLeads([
        { name: `${tag} later`, callbackDueAt: new Date(Date.now() + 30 * MINUTE) },
        { name: `${tag} late`, callbackDueAt: new Date(Date.now() - 45 * MINUTE) },
      ]);
      await signIn(page, `/admin/leads?q=${tag}`);
      await page.getByRole("link", { name: /^Needs a call/ }).click();
      await expect(page).toHaveURL(/view=needs-call/);
      const rows = leadItems(page);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`${tag} late`);
      await expect(rows.nth(0)).toContainText("Overdue");
      await expect(rows.nth(1)).toContainText(`${tag} later`);
      await expect(rows.nth(1)).not.toContainText("Overdue");

      await page.goto("/admin");
      await expect(page.getByTestId("home-overdue")).not.toHaveText("0");
      await page.getByRole("link", { name: "Needs a call" }).first().click();
      await expect(page).toHaveURL(/\/admin\/leads\?view=needs-call$/);
    });
  });
}
