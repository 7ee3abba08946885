import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";

import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";
import { renewCalendarFeed, sendOnMyWay, stopCalendarFeed } from "~/visits/agenda.server";

export const agendaSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("on-my-way"),
    visitId: z.coerce.number().int().positive(),
    minutes: z.coerce.number().int().min(5).max(180),
  }),
  z.object({ intent: z.literal("feed-renew") }),
  z.object({ intent: z.literal("feed-stop") }),
]);

/** The agenda's posts: On my way, and the staff member's own calendar feed. */
export async function agendaAction(formData: FormData, user: StaffUser) {
  const submission = parseWithZod(formData, { schema: agendaSchema });
  if (submission.status !== "success") return data({ feedUrl: null }, { status: 400 });
  const { value } = submission;
  if (value.intent === "feed-renew") return { feedUrl: await renewCalendarFeed(user.id) };
  if (value.intent === "feed-stop") {
    await stopCalendarFeed(user.id);
    return redirectWithToast("/admin/visits", {
      title: "Calendar feed stopped",
      description: "Its link no longer works.",
    });
  }
  const sent = await sendOnMyWay(value.visitId, value.minutes, user);
  if (!sent) {
    return redirectWithToast("/admin/visits", {
      title: "Not sent",
      description: "That visit was moved or cancelled.",
      variant: "destructive",
    });
  }
  return redirectWithToast("/admin/visits", {
    title: "On my way: sent",
    description: sent.emailed
      ? `${sent.name} expects you around ${sent.arrivalText}.`
      : `${sent.name} has no email address: call to say you're coming.`,
  });
}
