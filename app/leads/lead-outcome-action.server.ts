import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { redirectWithToast } from "~/platform/toast.server";

import { outcomeLabels } from "./lead-outcome";
import { setLeadOutcome } from "./lead-outcome.server";
import { outcomeFormSchema, outcomeIntentSchemas, toOutcomeChange } from "./lead-outcome-form";
import type { Actor } from "./lead-row";

const intents: unknown[] = outcomeIntentSchemas.map((schema) => schema.shape.intent.value);

export const isOutcomeIntent = (intent: unknown) => intents.includes(intent);

/**
 * The lead page's Won / Lost / Reopen forms: Conform's answer with the
 * fields' messages (400), or back to the lead with a toast.
 */
export async function changeLeadOutcome(idParam: string | undefined, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: outcomeFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = toOutcomeChange(submission.value);
  const id = Number(idParam);
  if (!(await setLeadOutcome(id, change, actor))) {
    throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  }
  return redirectWithToast(`/admin/leads/${id}`, {
    title: change.outcome === "open" ? "Lead Reopened" : `Marked ${outcomeLabels[change.outcome]}`,
    description: change.outcome === "open" ? "It is open again." : "The outcome is on the lead's timeline.",
  });
}
