import type { Page } from "@playwright/test";

import { insertLeads as insertLeadsInto } from "../helpers/staff";
import { e2eServer, expect, leadItems, markContactedButton, staffTest as test } from "./staff-fixtures";

const MINUTE = 60_000;

async function insertLeads(leads: Parameters<typeof insertLeadsInto>[1]) {
  return insertLeadsInto(e2eServer, leads);
}

/** Nothing scrolls sideways: not the page, and no box inside it. */
async function expectNoSidewaysScrolling(page: Page) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") return false;
      const scrolls = element.scrollWidth > element.clientWidth + 1 && /auto|scroll/.test(style.overflowX);
      return scrolls || element.getBoundingClientRect().right > width + 1;
    });
    return [
      document.documentElement.scrollWidth > width ? "page" : "",
      ...wide.map((element) => element.outerHTML.slice(0, 80)),
    ].filter(Boolean);
  });
  expect(overflowing).toEqual([]);
}

// Each width with one of the two ways of working, not all four pairs: a layout that runs off a
// phone's screen does so with or without scripts, and the narrower screen takes what changes
// most with JavaScript (the toasts, the pending buttons).
for (const { javaScriptEnabled, width } of [
  { javaScriptEnabled: true, width: 360 },
  { javaScriptEnabled: false, width: 390 },
]) {
  test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width, height: 780 } });

    test("the lead list is cards with Call, Text and Mark contacted (undone from its toast); the lead page's bar fits the state", async ({
      page,
    }) => {
      const tag = `Phone${width}${javaScriptEnabled ? "Js" : "NoJs"}${Date.now()}`;
      const [id] = await insertLeads([
        {
          name: `${tag} Avery Longname-Featherstonehaugh`,
          phone: "254-555-0199",
          service: "stump-removal",
          message: `${"A very long message about an old pecan tree ".repeat(8)}https://example.com/a-very-long-unbroken-address-${"x".repeat(60)}`,
          createdAt: new Date(Date.now() - 12 * MINUTE),
          callbackDueAt: new Date(Date.now() - MINUTE),
          possibleSpam: true,
        },
      ]);
      await page.goto(`/admin/leads?q=${tag}`);
      const cards = leadItems(page);
      await expect(cards).toHaveCount(1);
      const card = cards.first();
      await expect(
        card.getByRole("link", { name: `${tag} Avery Longname-Featherstonehaugh`, exact: true }),
      ).toHaveAttribute("href", `/admin/leads/${id}`);
      await expect(card).toContainText("Overdue");
      await expect(card).toContainText("Possible spam");
      await expect(card).toContainText("Stump Grinding");
      await expect(card).toContainText("12 min. ago");
      await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+12545550199");
      await expect(card.getByRole("link", { name: `Text ${tag} Avery Longname-Featherstonehaugh` })).toHaveAttribute(
        "href",
        "sms:+12545550199",
      );
      // The table's columns are not shown: each row is a card.
      await expect(page.getByRole("columnheader", { name: "Email" })).toBeHidden();
      // The filters fold under a disclosure that opens with or without JavaScript (open here: a search is on).
      const disclosure = page.locator("details", { has: page.getByText(/^Search and filters/) });
      await expect(disclosure).toHaveAttribute("open", "");
      await disclosure.locator("summary").click();
      await expect(page.getByRole("search", { name: "Filter leads" })).toBeHidden();
      await disclosure.locator("summary").click();
      await expect(page.getByRole("search", { name: "Filter leads" }).getByLabel("Outcome")).toBeVisible();
      await expectNoSidewaysScrolling(page);

      const name = `${tag} Avery Longname-Featherstonehaugh`;
      await markContactedButton(card, name).click();
      await expect(page.getByTestId("toast")).toContainText("Status Updated");
      await expect(markContactedButton(leadItems(page).first(), name)).toHaveCount(0);
      await page.getByTestId("toast").getByRole("button", { name: "Undo" }).click();
      await expect(page.getByTestId("toast")).toContainText("Change Undone");
      await expect(markContactedButton(leadItems(page).first(), name)).toBeVisible();

      // Form Fills and the home page's lead list are the same cards.
      for (const list of [`/admin/form-fills?q=${tag}`, `/?viewleads=true&q=${tag}`]) {
        await page.goto(list);
        const card = leadItems(page).filter({ hasText: tag });
        await expect(card, list).toHaveCount(1);
        await expect(page.getByRole("columnheader", { name: "Email" }), list).toBeHidden();
        await expect(card.getByRole("link", { name: /^Call/ }), list).toBeVisible();
        await expectNoSidewaysScrolling(page);
      }

      await page.goto(`/admin/leads/${id}`);
      const bar = page.getByRole("navigation", { name: "Lead actions" });
      await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+12545550199");
      await expect(bar.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+12545550199");
      await expectNoSidewaysScrolling(page);
      // The bar stays on screen while the page scrolls.
      await page.mouse.wheel(0, 2000);
      await expect(bar).toBeInViewport();
      await markContactedButton(bar, `${tag} Avery Longname-Featherstonehaugh`).click();
      await expect(page.getByTestId("toast")).toContainText("Status Updated");
      // Contacted: what fits now is Won or Lost; nothing takes the call back where the tap landed.
      await expect(bar.getByRole("link", { name: "Won" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Lost" })).toBeVisible();
      await expect(bar.getByRole("button")).toHaveCount(0);
    });

    test("the lead page records Won with a value, Lost with a reason, and Reopen", async ({ page }) => {
      const tag = `Outcome${width}${javaScriptEnabled ? "Js" : "NoJs"}${Date.now()}`;
      const [id] = await insertLeads([{ name: `${tag} Quinn` }]);
      await page.goto(`/admin/leads/${id}`);
      const outcome = page.getByRole("region", { name: "Outcome" });

      await outcome.getByLabel("Job value in dollars (optional)").fill("lots");
      await outcome.getByRole("button", { name: "Mark won" }).click();
      await expect(outcome.getByText("Enter dollars, like 1,800 or 1800.50")).toBeVisible();
      await outcome.getByLabel("Job value in dollars (optional)").fill("1,800");
      await outcome.getByRole("button", { name: "Mark won" }).click();
      await expect(page.getByTestId("toast")).toContainText("Marked Won");
      await expect(outcome.getByTestId("lead-outcome")).toHaveText("Won, $1,800.");
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Job value $1,800");

      // Won: Lost is not offered until the lead is reopened.
      await expect(outcome.getByRole("button", { name: "Mark lost" })).toHaveCount(0);
      await outcome.getByRole("button", { name: "Reopen" }).click();
      await expect(outcome.getByTestId("lead-outcome")).toHaveText("Open: not won or lost yet.");
      await outcome.getByRole("button", { name: "Mark lost" }).click();
      await expect(outcome.getByText("Choose why it was lost")).toBeVisible();
      await outcome.getByLabel("Why it was lost").selectOption("timing");
      await outcome.getByRole("button", { name: "Mark lost" }).click();
      await expect(outcome.getByTestId("lead-outcome")).toHaveText("Lost: Timing.");

      await outcome.getByRole("button", { name: "Reopen" }).click();
      await expect(outcome.getByTestId("lead-outcome")).toHaveText("Open: not won or lost yet.");
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Reopened");
      await expectNoSidewaysScrolling(page);
    });
  });
}

// Issue #31: a phone screen is for leads. The first card within about 220 px of the top, and three
// cards on one screen, at the narrowest common phones (the unfiltered list: filters fold when off).
test("at 360 and 390 px, the lead list starts within 220 px of the top and shows three cards on one screen", async ({
  page,
}) => {
  await insertLeads(
    ["Ana", "Bo", "Cy", "Di"].map((first) => ({
      name: `${first} Layout`,
      service: "emergency-tree-service",
      callbackDueAt: new Date(Date.now() - MINUTE),
    })),
  );
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/admin/leads", "/admin/leads?view=needs-call", "/admin"]) {
      await page.goto(path);
      const cards = leadItems(page);
      const firstTop = (await cards.first().boundingBox())!.y;
      expect(firstTop, `${width} px, ${path}: the first card's top`).toBeLessThanOrEqual(220);
      const onScreen = await cards.evaluateAll(
        (items) => items.filter((item) => item.getBoundingClientRect().bottom <= window.innerHeight).length,
      );
      expect(onScreen, `${width} px, ${path}: cards wholly on the first screen`).toBeGreaterThanOrEqual(3);
      // (The dashboard's folded chart tables scroll inside their own boxes.)
      if (path !== "/admin") await expectNoSidewaysScrolling(page);
    }
  }
});
