import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";

import { bookableDays, freeWindows, type VisitSlot } from "./availability";
import { shortVisitLabel } from "./visit-labels";
import { bookedVisitOf, bookVisit, cancelVisit, getAvailability, moveVisit, type VisitResult } from "./visits.server";

/** How far ahead staff may book, whatever the visitors' horizon. */
const STAFF_HORIZON_DAYS = 60;

/** A window as one form value: "2026-03-09 10:00-12:00". */
export const slotValue = (slot: VisitSlot) => `${slot.date} ${slot.starts}-${slot.ends}`;

const slotField = z
  .string({ required_error: "Pick a window" })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/, "Pick a window")
  .transform((value): VisitSlot => {
    const [date = "", range = ""] = value.split(" ");
    const [starts = "", ends = ""] = range.split("-");
    return { date, starts, ends };
  });
const staffField = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : null))
  .pipe(z.number().int().positive().nullable());

export const staffVisitSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("visit-book"), slot: slotField, staffUserId: staffField }),
  z.object({ intent: z.literal("visit-move"), slot: slotField, staffUserId: staffField }),
  z.object({ intent: z.literal("visit-cancel") }),
]);

/** What the lead page's Visit card shows: the booked visit, the windows staff may pick, who can go. */
export async function loadLeadVisit(leadId: number, now = new Date()) {
  const rules = await getAvailability();
  const staffRules = { ...rules, minNoticeDays: 0, horizonDays: STAFF_HORIZON_DAYS };
  const { first, last } = bookableDays(staffRules, now);
  const [visit, bookings, staff] = await Promise.all([
    bookedVisitOf(leadId),
    db
      .selectFrom("visits")
      .select(["date", "starts", (eb) => eb.fn.countAll<number>().as("booked")])
      .where("status", "=", "booked")
      .where("date", ">=", first.toISODate()!)
      .where("date", "<=", last.toISODate()!)
      .groupBy(["date", "starts"])
      .execute(),
    db.selectFrom("staffUsers").select(["id", "email"]).orderBy("email").execute(),
  ]);
  return {
    visit: visit
      ? {
          ...visit,
          label: shortVisitLabel(visit),
          staffEmail: staff.find((member) => member.id === visit.staffUserId)?.email ?? null,
        }
      : null,
    windows: freeWindows(staffRules, bookings, now).map((window) => ({ ...window, value: slotValue(window) })),
    staff,
    visitorLink: visitorLinkUrl(getEnv().SITE_URL, leadId),
  };
}

export type LeadVisit = Awaited<ReturnType<typeof loadLeadVisit>>;

const refusals: Record<Exclude<VisitResult["status"], "done">, string> = {
  full: "That window has just filled up. Pick another.",
  "not-offered": "That window is not offered on that day. Pick another.",
  "has-visit": "This lead already has a visit: move it instead.",
  "no-visit": "This lead has no visit booked.",
  closed: "Booking is switched off.",
  "unknown-staff": "That staff account no longer exists.",
};

/** The Visit card's posts (book, move, cancel): back to the lead page with what happened. */
export async function staffVisitAction(leadId: number, formData: FormData, user: StaffUser) {
  const back = `/admin/leads/${leadId}`;
  const submission = parseWithZod(formData, { schema: staffVisitSchema });
  if (submission.status !== "success") {
    return redirectWithToast(back, {
      title: "Visit not changed",
      description: "Pick a window.",
      variant: "destructive",
    });
  }
  const { value } = submission;
  const change = { leadId, actor: { staffUserId: user.id, email: user.email } };
  const result =
    value.intent === "visit-cancel"
      ? await cancelVisit(change)
      : value.intent === "visit-book"
        ? await bookVisit({ ...change, slot: value.slot, staffUserId: value.staffUserId })
        : await moveVisit({ ...change, slot: value.slot, staffUserId: value.staffUserId });
  if (result.status !== "done") {
    return redirectWithToast(back, {
      title: "Visit not changed",
      description: refusals[result.status],
      variant: "destructive",
    });
  }
  const what = { "visit-book": "booked", "visit-move": "moved", "visit-cancel": "cancelled" }[value.intent];
  return redirectWithToast(back, {
    title: `Visit ${what}`,
    description: `${shortVisitLabel(result.visit)}. The invitations are on their way.`,
  });
}
