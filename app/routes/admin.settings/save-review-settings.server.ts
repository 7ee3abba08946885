import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { scheduleReviewRequests } from "~/reviews/review-requests.server";
import { reviewSettingsSchema } from "~/reviews/review-settings";

/** Settings, Reviews: the fields' messages (400), or saved; requests due under the new settings go within a second. */
export async function saveReviewSettingsFromForm(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: reviewSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent: _intent, isEnabled, ...settings } = submission.value;
  await db
    .updateTable("reviewSettings")
    .set({ ...settings, isEnabled: isEnabled ? 1 : 0 })
    .where("id", "=", 1)
    .execute();
  await scheduleReviewRequests();
  return formSaved(request, submission, {
    title: "Review Settings Saved",
    description: isEnabled ? "Finished jobs get a review request." : "Review requests are off.",
  });
}
