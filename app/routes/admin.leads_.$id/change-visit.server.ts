import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { wacoDate } from "~/leads/follow-up";
import { formSaved } from "~/platform/remix/form-reply.server";
import type { StaffUser } from "~/staff/auth.server";
import { visitWhen } from "~/visits/visit-labels";
import { bookVisit, cancelVisit, moveVisit, type VisitResult } from "~/visits/visits.server";

import { leadVisitSchema } from "./lead-forms";

const refusals: Record<Exclude<VisitResult["status"], "done">, string> = {
  full: "That window has just filled up. Pick another.",
  "not-offered": "That window is not offered on that day. Pick another.",
  "has-visit": "This lead already has a visit of this kind: move it instead.",
  "no-visit": "This lead has no visit booked.",
  closed: "Booking is switched off.",
  limited: "Too many online bookings from this address.",
  "unknown-staff": "That staff account no longer exists.",
  won: "This lead is won, so its estimate visit can't be booked or moved: reopen it first.",
};

/** The Estimate visit card: book, move or cancel; the window's message (400) or why not (409), or done, with a toast. */
export async function changeVisitFromForm(request: Request, leadId: number, formData: FormData, user: StaffUser) {
  const submission = parseWithZod(formData, { schema: leadVisitSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { value } = submission;
  const change = { leadId, purpose: value.purpose, actor: { staffUserId: user.id, email: user.email } };
  const result =
    value.intent === "visit-cancel"
      ? await cancelVisit(change)
      : value.intent === "visit-book"
        ? await bookVisit({ ...change, slot: value.slot, staffUserId: value.staffUserId })
        : await moveVisit({ ...change, slot: value.slot, staffUserId: value.staffUserId });
  if (result.status !== "done") {
    return data(submission.reply({ formErrors: [refusals[result.status]] }), { status: 409 });
  }
  const what = { "visit-book": "booked", "visit-move": "moved", "visit-cancel": "cancelled" }[value.intent];
  return formSaved(request, submission, {
    title: `${value.purpose === "job" ? "Job visit" : "Visit"} ${what}`,
    description: `${visitWhen(result.visit, { today: wacoDate(new Date()) })}. The invitations are on their way.`,
  });
}
