import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";

import { localeFromRequest } from "~/content/locale";
import { isEmergencyService } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitorPageText } from "~/content/visitor-pages.server";
import { leadIdFromVisitorToken, visitorLinkPath, visitorPageHeaders } from "~/leads/messages/visitor-link.server";
import { isCalendarDate } from "~/platform/calendar-date";
import { db } from "~/platform/db.server";
import { readFormData } from "~/platform/remix/forms";
import type { VisitSlot } from "~/visits/availability";
import { labelWindows, longVisitLabel, visitDay, windowCompact } from "~/visits/visit-labels";
import { bookedVisitOf, bookVisit, cancelVisit, loadFreeWindows, moveVisit } from "~/visits/visits.server";

/** How many windows the visit page lists. */
const WINDOWS_SHOWN = 24;

const slot = {
  date: z.string().refine(isCalendarDate),
  starts: z.string().regex(/^\d{2}:\d{2}$/),
  ends: z.string().regex(/^\d{2}:\d{2}$/),
};

export const visitorActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("book"), ...slot }),
  // Move and cancel ask first: without `confirmed` the page answers with the question.
  z.object({ intent: z.literal("move"), ...slot, confirmed: z.literal("yes").optional() }),
  z.object({ intent: z.literal("cancel"), confirmed: z.literal("yes").optional() }),
]);

/** The question a move or a cancel asks before it is done, with what "Yes" posts. */
export interface VisitQuestion {
  intent: "move" | "cancel";
  question: string;
  /** The visit as it is (a cancel), or the window it would move to. */
  detail: string | null;
  yes: string;
  slot: VisitSlot | null;
}

const slotOf = ({ date, starts, ends }: VisitSlot) => ({ date, starts, ends });

const notFound = () => new Response("Not Found", { status: 404 });

/** The lead a visitor's link names (null once deleted), or a 404 for a link nobody made. */
async function leadOfToken(token: string | undefined) {
  const leadId = token ? leadIdFromVisitorToken(token) : undefined;
  if (!leadId) throw notFound();
  const lead = await db
    .selectFrom("leads")
    .select(["id", "service", "language", "outcome", "possibleSpam"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return lead ?? null;
}

/** Why the page offers no change and says to call instead: a closed lead (Lost, or deleted), an emergency. */
function callOnlyReason(lead: Awaited<ReturnType<typeof leadOfToken>>) {
  if (!lead || lead.outcome === "lost") return "closedCallUs";
  return isEmergencyService(lead.service) ? "emergencyCallNow" : null;
}

export async function loadVisitPage(request: Request, token: string | undefined) {
  const lead = await leadOfToken(token);
  const locale = lead?.language ?? localeFromRequest(request);
  // A link in the other language (an email sent before the Spanish addresses) leads to the lead's own.
  if (lead && localeFromRequest(request) !== lead.language) throw redirect(visitorLinkPath(lead), 302);
  const texts = visitorPageText[locale].visit;
  const callOnly = callOnlyReason(lead);
  // A lead flagged as possible spam is offered no windows: staff call it if it is real. A Won
  // lead has said yes: its estimate visit is not booked or moved any more (the job is set apart).
  const won = lead?.outcome === "won";
  const offered = !callOnly && !lead?.possibleSpam && !won;
  const [visit, cancelled, { rules, windows }] = await Promise.all([
    lead && !callOnly ? bookedVisitOf(lead.id) : null,
    lead && !callOnly ? lastVisitOf(lead.id) : null,
    offered ? loadFreeWindows(WINDOWS_SHOWN) : { rules: null, windows: [] },
  ]);
  return data(
    {
      locale,
      texts,
      callOnly: callOnly ? texts[callOnly] : null,
      selfBooking: rules?.selfBooking ?? false,
      won,
      visit: visit ? { label: longVisitLabel(visit, locale) } : null,
      // Its last visit, when that one was cancelled and none is booked: the page says so first.
      cancelled: !visit && cancelled?.status === "cancelled" ? { label: longVisitLabel(cancelled, locale) } : null,
      windows: labelWindows(windows, locale),
    },
    { headers: visitorPageHeaders },
  );
}

function lastVisitOf(leadId: number) {
  return db
    .selectFrom("visits")
    .select(["status", "date", "starts", "ends"])
    .where("leadId", "=", leadId)
    .orderBy("updatedAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

const refusalText = {
  full: "windowTaken",
  "not-offered": "notOffered",
  closed: "selfBookingOff",
  limited: "selfBookingOff",
  "unknown-staff": "notOffered",
  won: "closedCallUs",
} as const;

/** Book, move or cancel from the visitor's link; a lost race answers with the next free windows (409). */
export async function visitPageAction(request: Request, token: string | undefined, clientKey: string | undefined) {
  const lead = await leadOfToken(token);
  const submission = parseWithZod(await readFormData(request), { schema: visitorActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const texts = visitorPageText[lead?.language ?? localeFromRequest(request)].visit;
  const callOnly = callOnlyReason(lead);
  if (!lead || callOnly)
    return data(submission.reply({ formErrors: [texts[callOnly ?? "closedCallUs"]] }), { status: 409 });
  const { value } = submission;
  if (value.intent !== "book" && !value.confirmed) {
    const visit = await bookedVisitOf(lead.id);
    if (!visit) return redirect(visitorLinkPath(lead), 303);
    const question: VisitQuestion =
      value.intent === "move"
        ? {
            intent: "move",
            question: fillText(texts.moveAsk, {
              when: `${visitDay(value, lead.language)}, ${windowCompact(value)}`,
            }),
            detail: null,
            yes: texts.moveYes,
            slot: slotOf(value),
          }
        : {
            intent: "cancel",
            question: texts.cancelAsk,
            detail: longVisitLabel(visit, lead.language),
            yes: texts.cancelYes,
            slot: null,
          };
    return data({ question }, { headers: visitorPageHeaders });
  }
  const change = { leadId: lead.id, actor: "visitor" as const, clientKey };
  const result =
    value.intent === "cancel"
      ? await cancelVisit(change)
      : value.intent === "book"
        ? await bookVisit({ ...change, slot: slotOf(value) })
        : await moveVisit({ ...change, slot: slotOf(value) });
  if (result.status === "done" || result.status === "has-visit" || result.status === "no-visit") {
    return redirect(visitorLinkPath(lead), 303);
  }
  const status = result.status === "limited" ? 429 : 409;
  return data(submission.reply({ formErrors: [texts[refusalText[result.status]]] }), { status });
}
