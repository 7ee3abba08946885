import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./fixtures";
import { expect, staffTest as test, withE2eDatabase } from "./staff-fixtures";

/** A staff email that failed long ago (the e2e server writes .eml files, which never fail by themselves). */
async function insertFailedNotification(recipient: string) {
  const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  return withE2eDatabase(async (db) => {
    const lead = await db
      .insertInto("leads")
      .values({ name: "Failed Notice", phone: "2545550100", service: "tree-removal", message: "", createdAt: longAgo })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto("outbox")
      .values({
        leadId: lead.id,
        kind: "lead",
        recipient,
        subject: "New quote request",
        textBody: "A lead",
        htmlBody: "<p>A lead</p>",
        status: "failed",
        attempts: 31,
        lastError: "Invalid login: 535 Authentication failed",
        lastAttemptAt: longAgo,
        nextAttemptAt: longAgo,
        createdAt: longAgo,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

const statusOf = (id: number) =>
  withE2eDatabase(
    async (db) =>
      (await db.selectFrom("outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the staff home shows failing lead notifications, and Retry all sends them", async ({
      page,
      browser,
    }, info) => {
      test.slow(); // axe over the staff home
      const id = await insertFailedNotification(`office-${info.project.name}-${javaScriptEnabled}@example.com`);
      await page.goto("/admin");
      const panel = page.getByRole("region", { name: "Lead notifications" });
      await expect(panel).toContainText("Some lead messages are not getting through.");
      await expect(panel.getByTestId("notifications-failing-since")).toContainText(/C[SD]T/);
      await expect(panel.getByTestId("notifications-last-error")).toBeVisible();
      // Nothing runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      else await expectNoAxeViolationsWithoutScripts(browser, page);

      await panel.getByRole("button", { name: "Retry all" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: /Sending \d+ messages? again|Nothing to retry/ }),
      ).toBeVisible();
      await expect.poll(() => statusOf(id)).toBe("sent");
    });

    test("Settings shows the same panel and switches visitor confirmations off and on", async ({ page }) => {
      test.slow(); // two saves, two reloads and axe
      await page.goto("/admin/form-fills#settings");
      await expect(page.getByRole("region", { name: "Lead notifications" })).toBeVisible();
      const confirmations = page.getByRole("region", { name: "Visitor confirmations" });
      const box = confirmations.getByRole("checkbox");
      for (const checked of [false, true]) {
        await box.setChecked(checked);
        await confirmations.getByRole("button", { name: "Save" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Settings Updated" })).toBeVisible();
        await page.reload();
        await expect(box).toBeChecked({ checked });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      // The Settings section (the whole page, as served without JavaScript, in staff-chrome.spec.ts).
      if (javaScriptEnabled) await expectNoAxeViolations(page, { include: "#settings" });
    });
  });
}
