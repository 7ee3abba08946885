import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import type { Actor } from "~/leads/lead-row";
import { sendTextReply } from "~/leads/messages/text-conversation.server";
import { formSaved } from "~/platform/remix/form-reply.server";

import { textReplySchema } from "./lead-forms";

/** Staff's text to the customer from the lead page: on its way through the message core, on the timeline. */
export async function textReplyFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: textReplySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const sent = await sendTextReply(leadId, submission.value.body, actor);
  if (sent === "missing") throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  if (sent === "off")
    return data(submission.reply({ formErrors: ["Texts are not set up (docs/texts.md)."] }), { status: 409 });
  const toast = { title: "Text Sent", description: "It is on the lead's timeline." };
  return formSaved(request, submission, toast, { resetForm: true });
}
