import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { wacoDate } from "~/leads/follow-up";
import type { Actor } from "~/leads/lead-row";
import { jobDoneFormSchema } from "~/leads/pipeline/job-done";
import { setJobDone } from "~/leads/pipeline/job-done.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { scheduleReviewRequests } from "~/reviews/review-requests.server";

import { jobNotDoneSchema } from "./lead-forms";

/**
 * Job done on a day (or, "Not done yet", taken back): the field's message (400) or the refusal
 * of a lead not won (409), or saved; a newly finished job's review request is scheduled within a second.
 */
export async function markJobDoneFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const undo = formData.get("intent") !== "job-done";
  const submission = undo
    ? parseWithZod(formData, { schema: jobNotDoneSchema })
    : parseWithZod(formData, { schema: jobDoneFormSchema(wacoDate(new Date())) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await setJobDone(leadId, "on" in submission.value ? submission.value.on : null, actor);
  if (result.status === "missing") throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  if (result.status === "refused") return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  await scheduleReviewRequests();
  return formSaved(request, submission, {
    title: undo ? "Job Not Done" : "Job Done",
    description: undo ? "The job is open again." : "It is on the lead's timeline.",
  });
}
