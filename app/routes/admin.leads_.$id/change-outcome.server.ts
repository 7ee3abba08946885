import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { answerStateChange } from "~/leads/pipeline/lead-list-actions.server";
import { outcomeFormSchema, outcomeLabels, toOutcomeChange } from "~/leads/pipeline/lead-outcome";
import { changeLeadState } from "~/leads/pipeline/lead-state.server";
import type { StaffUser } from "~/staff/auth.server";
import { mayRecordJobValue, MONEY_IS_THE_OWNERS } from "~/staff/money-access.server";

/**
 * The lead page's Won / Lost / Reopen forms: Conform's answer with the
 * fields' messages (400), a job value from an account that may not set one
 * (403, under the field), or the state machine's refusal (409), or saved
 * with a confirmation that can undo it.
 */
export async function changeOutcomeFromForm(request: Request, leadId: number, formData: FormData, actor: StaffUser) {
  const submission = parseWithZod(formData, { schema: outcomeFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = toOutcomeChange(submission.value);
  if (change.outcome === "won" && !(await mayRecordJobValue(actor, change.jobValueCents)))
    return data(submission.reply({ fieldErrors: { jobValue: [MONEY_IS_THE_OWNERS] } }), { status: 403 });
  const result = await changeLeadState(leadId, change, actor);
  if (result.status === "missing") throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  const path = `/admin/leads/${leadId}`;
  return answerStateChange(request, submission, result, {
    leadId,
    back: path,
    action: path,
    title: change.outcome === "open" ? "Lead Reopened" : `Marked ${outcomeLabels[change.outcome]}`,
    description: change.outcome === "open" ? "It is open again." : "The outcome is on the lead's timeline.",
  });
}
