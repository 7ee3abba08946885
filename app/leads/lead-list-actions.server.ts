import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";

import { retryUndelivered } from "~/platform/messages/outbox.server";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import { redirectWithToast } from "~/platform/remix/toast.server";

import { getLead } from "./lead-queries.server";
import type { Actor } from "./lead-row";
import { type LeadChange, leadState, leadStateLabels } from "./lead-state";
import { changeLeadState, type StateChangeResult, undoLeadChange } from "./lead-state.server";

const leadId = z.number().int().positive();

const leadIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-contacted"),
    leadId,
    isContacted: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("undo-change"), leadId, eventId: z.number().int().positive() }),
  z.object({ intent: z.literal("retry-notifications"), leadId }),
]);

/**
 * The answer to a change of a lead's state, from any screen: back where
 * staff were with a confirmation that can undo it for a few seconds (with
 * or without JavaScript), or the machine's refusal (409) in plain words.
 */
export async function answerStateChange(
  result: StateChangeResult,
  {
    back,
    action,
    formData,
    title,
    description,
  }: {
    back: string;
    /** Where the undo posts: the screen's own action. */
    action: string;
    formData: FormData;
    title: string;
    description: string;
  },
  reply: (formErrors: string[], status: number) => Response | ReturnType<typeof data>,
) {
  if (result.status === "missing") return reply(["That lead no longer exists."], 404);
  if (result.status === "refused") return reply([result.message], 409);
  const undo =
    result.undoEventId === null
      ? undefined
      : {
          action,
          fields: {
            intent: "undo-change",
            leadId: String(formData.get("leadId") ?? ""),
            eventId: String(result.undoEventId),
            csrf: String(formData.get("csrf") ?? ""),
            redirectTo: back,
          },
        };
  return redirectWithToast(back, { title, description, undo });
}

/**
 * A lead's status, its undo and notification retries, posted from every
 * screen that lists leads: success redirects back (PRG) with a flash toast,
 * so it works the same with and without JavaScript; a failure answers
 * Conform's submission result.
 */
export async function handleLeadAction(request: Request, formData: FormData, user: Actor) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const submission = parseWithZod(formData, { schema: leadIntentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const reply = (formErrors: string[], status: number) => data(submission.reply({ formErrors }), { status });

  const input = submission.value;
  const lead = await getLead(input.leadId);
  if (!lead) return reply(["That lead no longer exists."], 404);
  const answer = { back, action: url.pathname, formData };
  if (input.intent === "set-contacted") {
    const change: LeadChange = { isContacted: input.isContacted };
    return answerStateChange(
      await changeLeadState(lead.id, change, user),
      {
        ...answer,
        title: "Status Updated",
        description: `${lead.name} is marked as ${input.isContacted ? "contacted" : "new"}.`,
      },
      reply,
    );
  }
  if (input.intent === "undo-change") {
    const result = await undoLeadChange(lead.id, input.eventId, user);
    const after = await getLead(lead.id);
    const state = after ? leadStateLabels[leadState(after)].toLowerCase() : "";
    return answerStateChange(
      result,
      { ...answer, title: "Change Undone", description: `${lead.name} is ${state} again.` },
      reply,
    );
  }
  const count = await retryUndelivered(lead.id);
  return redirectWithToast(back, {
    title: count ? "Notification Queued" : "Nothing to Retry",
    description: count ? `Sending ${count} notification email(s) again.` : "No failed notifications for this lead.",
  });
}
