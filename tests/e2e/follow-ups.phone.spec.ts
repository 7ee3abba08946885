import { insertLeads } from "../helpers/staff";
import { e2eServer, expect, staffTest as test } from "./staff-fixtures";

test("sets a follow-up from the lead page with JavaScript at 390 px, then completes it in one tap", async ({
  page,
}) => {
  const name = `José Ñúñez ${Date.now()}`;
  const [id] = await insertLeads(e2eServer, [{ name, isContacted: true }]);
  await page.goto(`/admin/leads/${id}`);

  const box = page.getByRole("region", { name: "Follow up" });
  await box.getByLabel("Reason (optional)").fill("Después de payday");
  await box.getByRole("button", { name: "Next week" }).click();

  const current = page.getByTestId("follow-up-current");
  await expect(current).toContainText("Follow up on");
  await expect(current).toContainText("Después de payday");
  await expect(page.getByTestId("timeline-entry").filter({ hasText: "Follow-up set" })).toHaveCount(1);
  // Saved, the form starts over: the reason is on the follow-up, not left in its box.
  await expect(box.getByLabel("Reason (optional)")).toHaveValue("");

  await current.getByRole("button", { name: "Done: called" }).click();
  await expect(current).toHaveCount(0);
  await expect(page.getByTestId("timeline-entry").filter({ hasText: "Follow-up done" })).toHaveCount(1);
});
