import { DateTime } from "luxon";

import { recordLeadEvent } from "~/leads/lead-events.server";
import { db } from "~/platform/db.server";

import { VISIT_ZONE } from "./availability";
import { visitWhen, windowCompact } from "./visit-labels";
import { queueVisitChangeMessages } from "./visit-messages.server";

/** How far back the Visits page looks for groups of online bookings. */
const LOOK_BACK_DAYS = 7;
/** Groups shown of each kind, largest first. */
const GROUPS_SHOWN = 5;

/** Every booked visit booked online from one address (its client key), or in one hour (UTC, "2026-03-06T18"). */
export type OnlineBookingScope = { from: string } | { hour: string };

export interface OnlineBookingGroup {
  scope: OnlineBookingScope;
  label: string;
  visits: number;
}

/** "Fri, Mar 6, 12–1 p.m." in Waco time, for an hour as stored (UTC). */
function hourLabel(hour: string) {
  const start = DateTime.fromISO(`${hour}:00:00Z`).setZone(VISIT_ZONE);
  const hours = { starts: start.toFormat("HH:mm"), ends: start.plus({ hours: 1 }).toFormat("HH:mm") };
  return `${start.toFormat("EEE, MMM d")}, ${windowCompact(hours)}`;
}

/**
 * Online bookings still to happen, made in the last week, grouped by the address they came
 * from and by the hour they were made: each group of two or more is one staff action away
 * from cancelled (issue #41).
 */
export async function loadOnlineBookingGroups(now = new Date()) {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 3_600_000).toISOString();
  const visits = await db
    .selectFrom("visits")
    .select(["bookedFrom", "createdAt"])
    .where("status", "=", "booked")
    .where("bookedBy", "=", "visitor")
    .where("createdAt", ">=", since)
    .execute();
  const group = (keyOf: (visit: (typeof visits)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const visit of visits) counts.set(keyOf(visit), (counts.get(keyOf(visit)) ?? 0) + 1);
    return [...counts]
      .filter(([, count]) => count >= 2)
      .sort((a, b) => b[1] - a[1])
      .slice(0, GROUPS_SHOWN);
  };
  return {
    byAddress: group((visit) => visit.bookedFrom ?? "unknown").map(([from, count]): OnlineBookingGroup => ({
      scope: { from },
      label: from,
      visits: count,
    })),
    byHour: group((visit) => visit.createdAt.slice(0, 13)).map(([hour, count]): OnlineBookingGroup => ({
      scope: { hour },
      label: hourLabel(hour),
      visits: count,
    })),
  };
}

/**
 * Cancels every booked visit booked online from one address or in one hour, in one transaction.
 * The leads are kept, marked possible spam (no more offers) with the reason on their timeline;
 * the staff's calendars get the cancellations, the addresses the visitors typed get nothing.
 * Resolves to the number cancelled.
 */
export function cancelOnlineBookings(
  scope: OnlineBookingScope,
  by: { staffUserId: number; email: string },
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("visits").selectAll().where("status", "=", "booked").where("bookedBy", "=", "visitor");
    if ("from" in scope) {
      query = query.where("bookedFrom", "=", scope.from);
    } else {
      const start = new Date(`${scope.hour}:00:00Z`);
      const end = new Date(start.getTime() + 3_600_000);
      query = query.where("createdAt", ">=", start.toISOString()).where("createdAt", "<", end.toISOString());
    }
    const booked = await query.execute();
    const why = "from" in scope ? `from ${scope.from}` : `made ${hourLabel(scope.hour)}`;
    for (const current of booked) {
      const visit = await trx
        .updateTable("visits")
        .set({ status: "cancelled", sequence: current.sequence + 1, updatedAt: now.toISOString() })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const lead = await trx
        .updateTable("leads")
        .set({ possibleSpam: 1 })
        .where("id", "=", visit.leadId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordLeadEvent(trx, {
        leadId: lead.id,
        kind: "visit-cancelled",
        note: `${visitWhen(visit)}: cancelled with every online booking ${why}; lead marked possible spam`,
        by: { id: by.staffUserId, email: by.email },
        at: now.toISOString(),
      });
      await queueVisitChangeMessages(trx, {
        visit,
        lead,
        kind: "cancelled",
        by: by.email,
        byStaff: true,
        previousStaffUserId: current.staffUserId,
        now,
        toVisitor: false,
      });
    }
    return booked.length;
  });
}
