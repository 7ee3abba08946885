import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import type { Actor } from "~/leads/lead-row";
import { formSaved } from "~/platform/remix/form-reply.server";
import { setStormTier } from "~/storm/storm-marks.server";
import { stormTierFormSchema, tierLabels } from "~/storm/storm-schemas";

/** The Storm card's "Change tier": the queue, the board and the banner's waits follow. */
export async function changeStormTierFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: stormTierFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await setStormTier(leadId, submission.value.tier, actor)))
    throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  return formSaved(request, submission, {
    title: `Tier: ${tierLabels[submission.value.tier]}`,
    description: "It is on the lead's timeline; the storm queue follows.",
  });
}
