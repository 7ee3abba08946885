import { sql } from "kysely";

import { db } from "~/platform/db.server";

/**
 * The dashboard's visit numbers for its period [since, until]: visits booked (still booked), the
 * share the customers booked themselves, and the share of the period's `leads` (the dashboard
 * counts them from its day totals) that got a visit.
 */
export async function visitStats(since: string, until: string, leads: number) {
  const [visits, withVisit] = await Promise.all([
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
    // From the booked visits (one per lead at most) to their leads, a lookup per visit: `+` keeps SQLite
    // from probing the visits of each of the period's leads instead (issue #44).
    db
      .selectFrom("visits")
      .innerJoin("leads", "leads.id", "visits.leadId")
      .select((eb) => eb.fn.countAll<number>().as("withVisit"))
      .where("visits.status", "=", "booked")
      .where(sql<boolean>`+leads.created_at >= ${since}`)
      .where(sql<boolean>`+leads.created_at <= ${until}`)
      .executeTakeFirstOrThrow(),
  ]);
  const share = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
  return {
    booked: visits.booked,
    selfBookedShare: share(Number(visits.selfBooked ?? 0), visits.booked),
    leadsWithVisitShare: share(withVisit.withVisit, leads),
    leadsWithVisit: withVisit.withVisit,
  };
}

export type VisitStats = Awaited<ReturnType<typeof visitStats>>;
