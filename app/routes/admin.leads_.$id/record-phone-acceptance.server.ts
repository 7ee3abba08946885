import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { acceptEstimate, loadVersion } from "~/estimates/estimate-answers.server";
import { formatCents } from "~/estimates/estimate-lines";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import type { StaffUser } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";

import { phoneAcceptanceSchema } from "./lead-forms";

/** Staff record an acceptance the customer gave by phone: the required work, marked "phone" with who recorded it. */
export async function recordPhoneAcceptanceFromForm(
  request: Request,
  leadId: number,
  formData: FormData,
  actor: StaffUser,
) {
  const submission = parseWithZod(formData, { schema: phoneAcceptanceSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const estimate = await db
    .selectFrom("estimates")
    .select("versionId")
    .where("id", "=", submission.value.estimateId)
    .where("leadId", "=", leadId)
    .executeTakeFirst();
  const loaded = estimate?.versionId ? await loadVersion(estimate.versionId) : undefined;
  if (!loaded) return data(submission.reply({ formErrors: ["That estimate was not sent."] }), { status: 404 });
  const result = await acceptEstimate(loaded, {
    signerName: submission.value.signerName,
    method: "phone",
    ticked: [],
    ip: null,
    userAgent: null,
    link: null,
    recordedBy: actor,
  });
  if ("refused" in result) {
    const message =
      result.refused === "name"
        ? "Type the customer's full name (at least two letters)."
        : "This estimate can no longer be accepted.";
    return data(submission.reply({ formErrors: [message] }), { status: 409 });
  }
  return formSaved(request, submission, {
    title: "Acceptance Recorded",
    description: (await seesMoney(actor)) ? `Marked Won for ${formatCents(result.totalCents)}.` : "Marked Won.",
  });
}
