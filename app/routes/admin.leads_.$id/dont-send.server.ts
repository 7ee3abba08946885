import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import type { Actor } from "~/leads/lead-row";
import { cancelPendingMessage } from "~/platform/messages/lead-schedule.server";
import { formSaved } from "~/platform/remix/form-reply.server";

import { dontSendSchema } from "./lead-forms";

/** "Don't send": the pending message is not sent, and the timeline says who stopped it (409 when it had gone). */
export async function dontSendFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: dontSendSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await cancelPendingMessage(leadId, submission.value.messageId, actor.email)))
    return data(submission.reply({ formErrors: ["That message has already gone (or was stopped)."] }), { status: 409 });
  return formSaved(request, submission, { title: "Not Sent", description: "It is on the lead's timeline." });
}
