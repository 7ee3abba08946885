import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { answerStateChange } from "~/leads/lead-list-actions.server";
import { outcomeFormSchema, outcomeLabels, toOutcomeChange } from "~/leads/lead-outcome";
import type { Actor } from "~/leads/lead-row";
import { changeLeadState } from "~/leads/lead-state.server";

/**
 * The lead page's Won / Lost / Reopen forms: Conform's answer with the
 * fields' messages (400) or the state machine's refusal (409), or saved
 * with a confirmation that can undo it.
 */
export async function changeOutcomeFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: outcomeFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = toOutcomeChange(submission.value);
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
