import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";

import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";
import { renewCalendarFeed, sendOnMyWay, stopCalendarFeed } from "~/visits/agenda.server";
import { cancelOnlineBookings } from "~/visits/online-bookings.server";

export const agendaSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("on-my-way"),
    visitId: z.coerce.number().int().positive(),
    minutes: z.coerce.number().int().min(5).max(180),
  }),
  z.object({ intent: z.literal("feed-renew") }),
  z.object({ intent: z.literal("feed-stop") }),
  z.object({
    intent: z.literal("cancel-online-bookings"),
    from: z.string().min(1).max(100).optional(),
    hour: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/)
      .optional(),
  }),
]);

/** The agenda's posts: On my way, the staff member's own calendar feed, and cancelling online bookings in bulk. */
export async function agendaAction(formData: FormData, user: StaffUser) {
  const submission = parseWithZod(formData, { schema: agendaSchema });
  if (submission.status !== "success") return data({ feedUrl: null }, { status: 400 });
  const { value } = submission;
  if (value.intent === "feed-renew") return { feedUrl: await renewCalendarFeed(user.id) };
  if (value.intent === "cancel-online-bookings") {
    const scope = value.from ? { from: value.from } : value.hour ? { hour: value.hour } : undefined;
    if (!scope) return data({ feedUrl: null }, { status: 400 });
    const cancelled = await cancelOnlineBookings(scope, { staffUserId: user.id, email: user.email });
    return redirectWithToast("/admin/visits", {
      title: `${cancelled} visit${cancelled === 1 ? "" : "s"} cancelled`,
      description: "Their leads are kept, marked possible spam.",
    });
  }
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
    description:
      sent.emailed || sent.texted
        ? `${sent.name} expects you around ${sent.arrivalText}.`
        : `${sent.name} was not emailed or texted (no address, or held: see the lead's timeline): call to say you're coming.`,
  });
}
