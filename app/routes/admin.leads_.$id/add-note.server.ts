import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import type { Actor } from "~/leads/lead-row";
import { formSaved } from "~/platform/remix/form-reply.server";

import { addLeadNote } from "./lead-detail.server";
import { leadNoteSchema } from "./lead-forms";

/** The note form's post: Conform's answer with the field's message (400), or the note added, with a toast. */
export async function addNoteFromForm(request: Request, leadId: number, formData: FormData, actor: Actor) {
  const submission = parseWithZod(formData, { schema: leadNoteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await addLeadNote(leadId, submission.value.note, actor))) {
    throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  }
  const toast = { title: "Note Added", description: "The note is on the lead's timeline." };
  return formSaved(request, submission, toast, { resetForm: true });
}
