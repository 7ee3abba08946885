import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";

import { localeFromRequest } from "~/content/locale";
import { isEmergencyService } from "~/content/services";
import { visitorPageText } from "~/content/visitor-pages.server";
import { leadIdFromVisitorToken, visitorLinkPath, visitorPageHeaders } from "~/leads/visitor-link.server";
import { db } from "~/platform/db.server";
import type { VisitSlot } from "~/visits/availability";
import { labelWindows, longVisitLabel } from "~/visits/visit-labels";
import { bookedVisitOf, bookVisit, cancelVisit, loadFreeWindows, moveVisit } from "~/visits/visits.server";

/** How many windows the visit page lists. */
const WINDOWS_SHOWN = 24;

const slot = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  starts: z.string().regex(/^\d{2}:\d{2}$/),
  ends: z.string().regex(/^\d{2}:\d{2}$/),
};

export const visitorActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("book"), ...slot }),
  z.object({ intent: z.literal("move"), ...slot }),
  z.object({ intent: z.literal("cancel") }),
]);

const slotOf = ({ date, starts, ends }: VisitSlot) => ({ date, starts, ends });

const notFound = () => new Response("Not Found", { status: 404 });

/** The lead a visitor's link names, or a 404 for a link nobody made. */
async function leadOfToken(token: string | undefined) {
  const leadId = token ? leadIdFromVisitorToken(token) : undefined;
  const lead = leadId
    ? await db.selectFrom("leads").select(["id", "service", "language"]).where("id", "=", leadId).executeTakeFirst()
    : undefined;
  if (!lead) throw notFound();
  return lead;
}

export async function loadVisitPage(request: Request, token: string | undefined) {
  const lead = await leadOfToken(token);
  // A link in the other language (an email sent before the Spanish addresses) leads to the lead's own.
  if (localeFromRequest(request) !== lead.language) throw redirect(visitorLinkPath(lead), 302);
  const emergency = isEmergencyService(lead.service);
  const [visit, { rules, windows }] = await Promise.all([
    bookedVisitOf(lead.id),
    emergency ? { rules: null, windows: [] } : loadFreeWindows(WINDOWS_SHOWN),
  ]);
  return data(
    {
      locale: lead.language,
      texts: visitorPageText[lead.language].visit,
      emergency,
      selfBooking: rules?.selfBooking ?? false,
      visit: visit ? { label: longVisitLabel(visit, lead.language) } : null,
      windows: labelWindows(windows, lead.language),
    },
    { headers: visitorPageHeaders },
  );
}

const refusalText = {
  full: "windowTaken",
  "not-offered": "notOffered",
  closed: "selfBookingOff",
  "unknown-staff": "notOffered",
} as const;

/** Book, move or cancel from the visitor's link; a lost race answers with the next free windows (409). */
export async function visitPageAction(request: Request, token: string | undefined) {
  const lead = await leadOfToken(token);
  const submission = parseWithZod(await request.formData(), { schema: visitorActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const texts = visitorPageText[lead.language].visit;
  if (isEmergencyService(lead.service)) {
    return data(submission.reply({ formErrors: [texts.emergencyCallNow] }), { status: 409 });
  }
  const { value } = submission;
  const change = { leadId: lead.id, actor: "visitor" as const };
  const result =
    value.intent === "cancel"
      ? await cancelVisit(change)
      : value.intent === "book"
        ? await bookVisit({ ...change, slot: slotOf(value) })
        : await moveVisit({ ...change, slot: slotOf(value) });
  if (result.status === "done" || result.status === "has-visit" || result.status === "no-visit") {
    return redirect(visitorLinkPath(lead), 303);
  }
  return data(submission.reply({ formErrors: [texts[refusalText[result.status]]] }), { status: 409 });
}
