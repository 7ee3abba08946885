import { isEmergencyService } from "~/content/services";
import { visitorPageText } from "~/content/visitor-pages.server";
import { visitorLinkPath } from "~/leads/messages/visitor-link.server";
import { db } from "~/platform/db.server";

import { labelWindows } from "./visit-labels";
import type { VisitOffer } from "./visit-offer";
import { loadFreeWindows } from "./visits.server";

/** Windows the thank-you shows; "More times" leads to the visit page with the rest. */
const OFFERED_ON_THANK_YOU = 6;

/**
 * What the thank-you offers after a request (issue #34): the next free windows, each a plain
 * form posting to the visitor's own link, in the lead's language; an emergency is told to call
 * instead (the thank-you does), so it gets no offer; nor does a lead flagged as possible spam.
 */
export async function loadVisitOffer(sent: { leadId?: number; service: string } | null): Promise<VisitOffer | null> {
  if (!sent?.leadId || isEmergencyService(sent.service)) return null;
  const [{ rules, windows }, lead] = await Promise.all([
    loadFreeWindows(OFFERED_ON_THANK_YOU),
    db.selectFrom("leads").select(["id", "language", "possibleSpam"]).where("id", "=", sent.leadId).executeTakeFirst(),
  ]);
  // A lead flagged as possible spam gets no offer (issue #41): staff call it if it is real.
  if (!rules.selfBooking || !lead || lead.possibleSpam) return null;
  return {
    path: visitorLinkPath(lead),
    windows: labelWindows(windows, lead.language),
    texts: visitorPageText[lead.language].visit,
  };
}
