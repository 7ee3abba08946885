import { insertLeads } from "../helpers/staff";
import { expectNoAxeViolations } from "./fixtures";
import { e2eServer, expect, leadItems, staffTest as test } from "./staff-fixtures";

/**
 * Two leads of this test's own, and the lead lists filtered to them: the tables are built as with
 * any other leads, and axe doesn't go through every lead the other tests added (that took 30 s).
 */
async function ownLeads(label: string) {
  const tag = `${label}${test.info().project.name}${Date.now().toString(36)}`;
  await insertLeads(e2eServer, [{ name: `${tag} Ames` }, { name: `${tag} Brook`, isContacted: true }]);
  return tag;
}

const staffLinks = ["Home", "Leads", "Visits", "Form Fills", "Settings", "Pages", "Staff", "View site"];
/** A phone keeps these in the one-line bar; the rest are in its Menu. */
const phoneLinks = ["Home", "Leads", "Visits", "Settings"];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test(
      "staff pages have the staff navigation, no public header, footer or call bar",
      { tag: "@desktop" },
      async ({ page }) => {
        const tag = await ownLeads("Chrome");
        const lists = [`/admin/leads?q=${tag}`, `/admin/form-fills?q=${tag}`, `/?viewleads=true&q=${tag}`];
        // Without scripts the same frame is served: the public route's lead list and one staff page show it.
        const paths = javaScriptEnabled
          ? [...lists, "/admin/pages", "/admin/staff"]
          : [`/?viewleads=true&q=${tag}`, "/admin/staff"];
        for (const path of paths) {
          await page.goto(path);
          const nav = page.getByRole("navigation", { name: "Staff" });
          const width = page.viewportSize()!.width;
          const phone = width < 640;
          for (const name of phone ? phoneLinks : staffLinks) {
            const link = nav.getByRole("link", { name, exact: true });
            await expect(link, `${path}: ${name}`).toBeVisible();
            // One line that never runs off a phone's screen.
            const box = (await link.boundingBox())!;
            expect(box.x + box.width, `${path}: ${name}`).toBeLessThanOrEqual(width);
            expect(box.y, `${path}: ${name} on the header's one line`).toBeLessThan(48);
          }
          if (phone) await page.getByText("Menu", { exact: true }).click();
          await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
          await expect(page.getByTestId("mobile-call-bar"), path).toHaveCount(0);
          await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
          await expect(page.getByRole("link", { name: "FREE QUOTE" }), path).toHaveCount(0);
        }
      },
    );

    test("Settings is one tap away, its first field on the first screen", async ({ page }) => {
      await page.goto("/admin/leads");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Settings" }).click();
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
      await expect(page.getByRole("textbox").first()).toBeInViewport({ ratio: 1 });
    });
  });
}

// Its cards are the lead list's, which staff.spec checks with axe.
test("the lead list on the home page is not covered by a call bar", async ({ page }) => {
  const tag = await ownLeads("CallBar");
  await page.goto(`/?viewleads=true&q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lead Submissions" })).toBeVisible();
  await expect(leadItems(page).filter({ hasText: `${tag} Brook` })).toBeVisible();
  await expect(page.getByTestId("mobile-call-bar")).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("staff screens are titled and kept out of search results, also after a client-side navigation", async ({
  page,
}) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto("/?viewleads=true");
  await expect(page).toHaveTitle("Lead Submissions | Staff | Waco Tree Service");
  await expect(robots).toHaveAttribute("content", "noindex, nofollow");
  const nav = page.getByRole("navigation", { name: "Staff" });
  // A phone keeps Staff in the bar's Menu.
  const menu = nav.getByText("Menu", { exact: true });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page).toHaveTitle("Staff Accounts | Staff | Waco Tree Service");
  await expect(robots).toHaveAttribute("content", "noindex, nofollow");
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name: "View site" }).filter({ visible: true }).click();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).not.toHaveTitle(/Staff/);
  await expect(robots).toHaveCount(0);
});

test("the sign-in page has the staff header and a way back to the site", async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByTestId("mobile-call-bar")).toHaveCount(0);
  // (staff.spec checks the sign-in page with axe.)
  await context.close();
});

// With scripts only: they change nothing in this list of links (the server's HTML is what is checked).
test("the Pages list rates every page's title and description and opens the editor", async ({ page }) => {
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const sitemap = page.getByTestId("page-seo").filter({ has: page.getByRole("heading", { name: "Sitemap" }) });
  await expect(sitemap).toContainText("Sitemap | Waco Tree Service");
  await expect(sitemap).toContainText("Too short");
  await expect(sitemap).toContainText("27 characters · aim for 50-60");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit SEO of Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy\?editseo=true$/);
  await expect(page.getByRole("complementary", { name: "SEO editor" })).toBeVisible();
});
