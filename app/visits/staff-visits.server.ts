import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

import { bookableDays, freeWindows, staffRules as staffRulesOf } from "./availability";
import { visitWhen } from "./visit-labels";
import { bookedVisitOf, getAvailability } from "./visits.server";

/** What the lead page's Visit card shows: the booked visit, the windows staff may pick, who can go. */
export async function loadLeadVisit(leadId: number, now = new Date()) {
  const rules = await getAvailability();
  const staffRules = staffRulesOf(rules);
  const { first, last } = bookableDays(staffRules, now);
  const [visit, bookings, staff, lead] = await Promise.all([
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
    db.selectFrom("leads").select(["id", "language"]).where("id", "=", leadId).executeTakeFirstOrThrow(),
  ]);
  return {
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
