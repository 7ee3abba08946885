import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { retryUndelivered } from "~/platform/messages/outbox.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import { redirectWithToast } from "~/platform/remix/toast.server";

import type { Actor } from "../lead-row";
import { getLead } from "./lead-queries.server";
import { type LeadChange, leadState, leadStateLabels } from "./lead-state";
import { changeLeadState, type StateChangeResult, undoLeadChange } from "./lead-state.server";
import { leadStatusSchema } from "./lead-status-forms";

/**
 * The answer to a change of a lead's state, from any screen: saved with a
 * confirmation that can undo it for a few seconds (with or without
 * JavaScript), or the machine's refusal (409) in plain words.
 */
export async function answerStateChange(
  request: Request,
  submission: Submission<unknown>,
  result: StateChangeResult,
  {
    leadId,
    back,
    action,
    title,
    description,
  }: {
    leadId: number;
    /** Where a post without JavaScript comes back to, and the undo's too. */
    back: string;
    /** Where the undo posts: the screen's own action. */
    action: string;
    title: string;
    description: string;
  },
) {
  if (result.status === "missing")
    return data(submission.reply({ formErrors: ["That lead no longer exists."] }), { status: 404 });
  if (result.status === "refused") return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  const undo =
    result.undoEventId === null
      ? undefined
      : {
          action,
          fields: {
            intent: "undo-change",
            leadId: String(leadId),
            eventId: String(result.undoEventId),
            csrf: String(submission.payload.csrf ?? ""),
            redirectTo: back,
          },
        };
  const toast = { title, description, undo };
  // The toast's Undo is a plain <Form> (components/toaster.tsx), a navigation: sent back where it was tapped.
  if (submission.payload.intent === "undo-change") return redirectWithToast(back, toast);
  return formSaved(request, submission, toast, { back });
}

/**
 * A lead's status, its undo and notification retries, posted from every
 * screen that lists leads (components/leads/lead-actions.tsx): saved with a
 * toast, a post without JavaScript sent back to the page it came from
 * (`redirectTo`); a failure answers Conform's submission result.
 */
export async function handleLeadAction(request: Request, formData: FormData, user: Actor) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const submission = parseWithZod(formData, { schema: leadStatusSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const input = submission.value;
  const lead = await getLead(input.leadId);
  if (!lead) return data(submission.reply({ formErrors: ["That lead no longer exists."] }), { status: 404 });
  const answer = { leadId: lead.id, back, action: url.pathname };
  if (input.intent === "set-contacted") {
    const change: LeadChange = { isContacted: input.isContacted };
    return answerStateChange(request, submission, await changeLeadState(lead.id, change, user), {
      ...answer,
      title: "Status Updated",
      description: `${lead.name} is marked as ${input.isContacted ? "contacted" : "new"}.`,
    });
  }
  if (input.intent === "undo-change") {
    const result = await undoLeadChange(lead.id, input.eventId, user);
    const after = await getLead(lead.id);
    const state = after ? leadStateLabels[leadState(after)].toLowerCase() : "";
    return answerStateChange(request, submission, result, {
      ...answer,
      title: "Change Undone",
      description: `${lead.name} is ${state} again.`,
    });
  }
  const count = await retryUndelivered(lead.id);
  return formSaved(
    request,
    submission,
    {
      title: count ? "Notification Queued" : "Nothing to Retry",
      description: count ? `Sending ${count} notification email(s) again.` : "No failed notifications for this lead.",
    },
    { back },
  );
}
