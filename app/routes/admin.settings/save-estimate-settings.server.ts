import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { formatRate } from "~/estimates/estimate-lines";
import { estimateSettingsSchema } from "~/estimates/estimate-settings";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";

/** Settings, Estimates: the fields' messages (400), or saved for the next estimate written or sent. */
export async function saveEstimateSettingsFromForm(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: estimateSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { termsEn, termsEs, taxRate, validDays } = submission.value;
  await db
    .updateTable("estimateSettings")
    .set({ termsEn, termsEs, taxRateBasisPoints: taxRate, validDays })
    .where("id", "=", 1)
    .execute();
  return formSaved(request, submission, {
    title: "Estimate Settings Saved",
    description: `New estimates carry these terms, ${formatRate(taxRate)} sales tax on taxable lines, and are valid ${validDays} days.`,
  });
}
