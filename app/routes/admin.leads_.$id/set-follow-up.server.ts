import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { followUpFormSchema, formatFollowUpDate, wacoDate } from "~/leads/follow-up";
import type { Actor } from "~/leads/lead-row";
import { endFollowUp, setFollowUp } from "~/leads/pipeline/follow-up.server";
import { formSaved } from "~/platform/remix/form-reply.server";

import { followUpEndSchema } from "./lead-forms";

const notFound = () => new Response("Lead not found", { status: 404, statusText: "Lead not found" });

/** "Follow up on…": the date's or the reason's message (400), or the follow-up set and the form emptied. */
export async function setFollowUpFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: followUpFormSchema(wacoDate(new Date())) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { on, reason } = submission.value;
  const result = await setFollowUp(leadId, on, reason, actor);
  if (!result) throw notFound();
  const back = `It comes back in Needs a call on ${formatFollowUpDate(on)}.`;
  const toast = {
    title: result === "reopened" ? "Follow-up Set, Lead Reopened" : "Follow-up Set",
    description: result === "reopened" ? `The lead was Lost: it is open again. ${back}` : back,
  };
  return formSaved(request, submission, toast, { resetForm: true });
}

/** A follow-up's Done (the call was made) or Clear (not needed any more). */
export async function endFollowUpFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: followUpEndSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const how = submission.value.intent === "follow-up-done" ? "done" : "cleared";
  const result = await endFollowUp(leadId, how, actor);
  if (result === "missing") throw notFound();
  return formSaved(request, submission, {
    title: how === "done" ? "Follow-up Done" : "Follow-up Cleared",
    description: result === "none" ? "It had no follow-up any more." : "It is on the lead's timeline.",
  });
}
