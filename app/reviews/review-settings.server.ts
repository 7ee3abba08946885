import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";

import { db } from "~/platform/db.server";
import { redirectWithToast } from "~/platform/remix/toast.server";

import { reviewSettingsSchema } from "./review-settings";

/** The owner's review settings (a single row, migration 0020). */
export function getReviewSettings() {
  return db.selectFrom("reviewSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

async function saveReviewSettings({ intent: _intent, isEnabled, ...settings }: z.output<typeof reviewSettingsSchema>) {
  await db
    .updateTable("reviewSettings")
    .set({ ...settings, isEnabled: isEnabled ? 1 : 0 })
    .where("id", "=", 1)
    .execute();
}

/** The Reviews settings form's post: the fields' messages (400), or back to Settings with a toast. */
export async function saveReviewSettingsFromForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: reviewSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await saveReviewSettings(submission.value);
  return redirectWithToast("/admin/settings", {
    title: "Review Settings Saved",
    description: submission.value.isEnabled ? "Finished jobs get a review request." : "Review requests are off.",
  });
}
