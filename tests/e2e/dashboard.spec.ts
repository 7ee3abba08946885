import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./fixtures";
import { expect, staffTest as test, withE2eDatabase } from "./staff-fixtures";

test(
  "the staff home's dashboard fits the screen, opens its tables, changes period and passes axe",
  { tag: "@desktop" },
  async ({ page, browser }) => {
    test.slow(); // axe twice over the staff home
    const day = 24 * 60 * 60_000;
    await withE2eDatabase((db) =>
      db
        .insertInto("leads")
        .values(
          [0, 3, 9, 20, 40].map((daysAgo, i) => ({
            name: `Dashboard Lead ${i}`,
            phone: "2545550100",
            service: i % 2 ? "tree-removal" : "stump-removal",
            message: "",
            createdAt: new Date(Date.now() - daysAgo * day - 60_000).toISOString(),
            utmSource: i === 1 ? "google" : null,
            utmMedium: i === 1 ? "cpc" : null,
            referrer: i === 2 ? "https://www.facebook.com/" : null,
            outcome: i === 1 ? ("won" as const) : "open",
            jobValueCents: i === 1 ? 180_000 : null,
            isContacted: i === 1 ? 1 : 0,
          })),
        )
        .execute(),
    );
    await page.goto("/admin");
    for (const title of ["Leads per week", "Where leads come from", "Call-back promise kept", "Outcomes"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /^Leads per week/ })).toBeVisible();
    const sources = page.getByRole("region", { name: "Where leads come from" });
    await sources.getByText("Show as table").click();
    // The e2e database is shared by the projects, so the row is there with at least this lead.
    await expect(sources.getByRole("row", { name: /google \/ cpc/ })).toContainText(/\$[\d,]+/);
    // Nothing runs off a phone's screen, every table open: a wide one scrolls in its own box.
    await page
      .locator("details")
      .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsWithoutScripts(browser, page);

    await page.getByRole("link", { name: "This year" }).click();
    await expect(page).toHaveURL(/\/admin\?period=year$/);
    await expect(page.getByRole("link", { name: "This year" })).toHaveAttribute("aria-current", "page");
  },
);
