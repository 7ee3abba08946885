import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";

import { retryUndelivered } from "~/platform/outbox.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { redirectWithToast } from "~/platform/toast.server";

import { setLeadContacted } from "./lead-mutations.server";
import { getLead } from "./lead-queries.server";
import type { Actor } from "./lead-row";

const leadId = z.number().int().positive();

const leadIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-contacted"),
    leadId,
    isContacted: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("retry-notifications"), leadId }),
]);

/**
 * A lead's status and notification retries, posted from every screen that
 * lists leads: success redirects back (PRG) with a flash toast, so it works
 * the same with and without JavaScript; a failure answers Conform's submission result.
 */
export async function handleLeadAction(request: Request, formData: FormData, user: Actor) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const submission = parseWithZod(formData, { schema: leadIntentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const input = submission.value;
  const lead = await getLead(input.leadId);
  if (!lead) return data(submission.reply({ formErrors: ["That lead no longer exists."] }), { status: 404 });
  if (input.intent === "set-contacted") {
    await setLeadContacted(lead.id, input.isContacted, user);
    return redirectWithToast(back, {
      title: "Status Updated",
      description: `${lead.name} is marked as ${input.isContacted ? "contacted" : "new"}.`,
    });
  }
  const count = await retryUndelivered(lead.id);
  return redirectWithToast(back, {
    title: count ? "Notification Queued" : "Nothing to Retry",
    description: count ? `Sending ${count} notification email(s) again.` : "No failed notifications for this lead.",
  });
}
