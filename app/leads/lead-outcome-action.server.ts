import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { answerStateChange } from "./lead-list-actions.server";
import { outcomeFormSchema, outcomeIntentSchemas, outcomeLabels, toOutcomeChange } from "./lead-outcome";
import type { Actor } from "./lead-row";
import { changeLeadState } from "./lead-state.server";

const intents: unknown[] = outcomeIntentSchemas.map((schema) => schema.shape.intent.value);

export const isOutcomeIntent = (intent: unknown) => intents.includes(intent);

/**
 * The lead page's Won / Lost / Reopen forms: Conform's answer with the
 * fields' messages (400) or the state machine's refusal (409), or back to
 * the lead with a confirmation that can undo it.
 */
export async function changeLeadOutcome(idParam: string | undefined, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: outcomeFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = toOutcomeChange(submission.value);
  const id = Number(idParam);
  const result = await changeLeadState(id, change, actor);
  if (result.status === "missing") throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  const path = `/admin/leads/${id}`;
  formData.set("leadId", String(id));
  return answerStateChange(
    result,
    {
      back: path,
      action: path,
      formData,
      title: change.outcome === "open" ? "Lead Reopened" : `Marked ${outcomeLabels[change.outcome]}`,
      description: change.outcome === "open" ? "It is open again." : "The outcome is on the lead's timeline.",
    },
    (formErrors, status) => data(submission.reply({ formErrors }), { status }),
  );
}
