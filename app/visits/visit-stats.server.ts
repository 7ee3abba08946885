import { type DashboardPeriod, periodWeeks } from "~/leads/dashboard-period";
import { db } from "~/platform/db.server";

/**
 * The dashboard's visit numbers for its period: visits booked (still booked), the share the
 * customers booked themselves, and the share of the period's leads that got a visit.
 */
export async function visitStats(period: DashboardPeriod, now = new Date()) {
  const { since, until } = periodWeeks(period, now);
  const [visits, leads] = await Promise.all([
    db
      .selectFrom("visits")
      .select((eb) => [
        eb.fn.countAll<number>().as("booked"),
        eb.fn.sum<number>(eb.case().when("bookedBy", "=", "visitor").then(1).else(0).end()).as("selfBooked"),
      ])
      .where("status", "=", "booked")
      .where("createdAt", ">=", since)
      .where("createdAt", "<=", until)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select((eb) => [
        eb.fn.countAll<number>().as("leads"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.exists(
                  eb
                    .selectFrom("visits")
                    .select("visits.id")
                    .whereRef("visits.leadId", "=", "leads.id")
                    .where("visits.status", "=", "booked"),
                ),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as("withVisit"),
      ])
      .where("createdAt", ">=", since)
      .where("createdAt", "<=", until)
      .executeTakeFirstOrThrow(),
  ]);
  const share = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
  return {
    booked: visits.booked,
    selfBookedShare: share(Number(visits.selfBooked ?? 0), visits.booked),
    leadsWithVisitShare: share(Number(leads.withVisit ?? 0), leads.leads),
    leadsWithVisit: Number(leads.withVisit ?? 0),
  };
}

export type VisitStats = Awaited<ReturnType<typeof visitStats>>;
