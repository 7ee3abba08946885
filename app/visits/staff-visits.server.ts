import { visitorLinkUrl } from "~/leads/messages/visitor-link.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

import type { VisitPurpose } from "../../db/schema";
import { bookableDays, freeWindows, staffRules as staffRulesOf } from "./availability";
import { visitWhen } from "./visit-labels";
import { bookedVisitOf, getAvailability } from "./visits.server";

/** What a lead page's visit card shows: the booked visit of that purpose, the windows staff may pick, who can go. */
export async function loadLeadVisit(leadId: number, purpose: VisitPurpose = "estimate", now = new Date()) {
  const rules = await getAvailability();
  const staffRules = staffRulesOf(rules);
  const { first, last } = bookableDays(staffRules, now);
  const [visit, bookings, staff, lead] = await Promise.all([
    bookedVisitOf(leadId, db, purpose),
    db
      .selectFrom("visits")
      .select(["date", "starts", (eb) => eb.fn.countAll<number>().as("booked")])
      .where("status", "=", "booked")
      .where("date", ">=", first.toISODate()!)
      .where("date", "<=", last.toISODate()!)
      .groupBy(["date", "starts"])
      .execute(),
    db.selectFrom("staffUsers").select(["id", "email"]).orderBy("email").execute(),
    db.selectFrom("leads").select(["id", "language"]).where("id", "=", leadId).executeTakeFirstOrThrow(),
  ]);
  return {
    purpose,
    visit: visit
      ? {
          ...visit,
          label: visitWhen(visit),
          staffEmail: staff.find((member) => member.id === visit.staffUserId)?.email ?? null,
        }
      : null,
    windows: freeWindows(staffRules, bookings, now),
    staff,
    visitorLink: visitorLinkUrl(getEnv().SITE_URL, lead),
  };
}

export type LeadVisit = Awaited<ReturnType<typeof loadLeadVisit>>;
