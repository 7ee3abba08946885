import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import type { Actor } from "~/leads/lead-row";
import { changeLeadState } from "~/leads/pipeline/lead-state.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { isStormLead } from "~/storm/storm-board.server";
import { kickStormDesk } from "~/storm/storm-desk.server";
import { markStormLead } from "~/storm/storm-marks.server";
import { stormBoardFormSchema } from "~/storm/storm-schemas";

const saidAs = {
  called: "Called",
  scheduled: "Scheduled",
  "needs-climber": "Needs a climber",
  "needs-crane": "Needs a crane",
} as const;

/**
 * The board's one-tap forms: Called is the lead's Mark contacted (it leaves the queue and
 * counts in the pace); Scheduled also marks it contacted; a climber or a crane keeps it queued.
 * Back to the board at the lead's block, without JavaScript as with it.
 */
export async function boardAction(request: Request, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: stormBoardFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent, leadId } = submission.value;
  if (!(await isStormLead(leadId)))
    return data(submission.reply({ formErrors: ["That lead is not on the storm board."] }), { status: 404 });
  if (intent !== "called") await markStormLead(leadId, intent, actor);
  if (intent === "called" || intent === "scheduled") {
    const result = await changeLeadState(leadId, { isContacted: true }, actor);
    if (result.status === "refused") return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
    kickStormDesk();
  }
  return formSaved(
    request,
    submission,
    { title: saidAs[intent], description: "On the lead's timeline." },
    { back: "/admin/storm" },
  );
}
