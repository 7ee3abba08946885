import { wacoDate } from "~/leads/follow-up";
import { db } from "~/platform/db.server";

import type { Visit } from "../../db/schema";
import { slotInstant } from "./availability";
import { visitWhen } from "./visit-labels";

/** The booked visits of these leads, as the lists, the API and the CSV show them. */
export async function bookedVisitsOf(leadIds: number[]) {
  if (leadIds.length === 0) return new Map<number, Visit & { label: string }>();
  const rows = await db
    .selectFrom("visits")
    .selectAll()
    .where("status", "=", "booked")
    .where("purpose", "=", "estimate")
    .where("leadId", "in", leadIds)
    .execute();
  return new Map(rows.map((visit) => [visit.leadId, { ...visit, label: visitWhen(visit) }]));
}

/** "Today 9-12", "Sat, Dec 5, 9-12" by lead id, for a page of a lead list. */
export async function visitLabelsOf(leadIds: number[], now = new Date()) {
  const visits = await bookedVisitsOf(leadIds);
  const today = wacoDate(now);
  return Object.fromEntries([...visits].map(([leadId, visit]) => [leadId, visitWhen(visit, { today })]));
}

/** Each lead with `visit`: its booked estimate visit as the API shows it (SPEC §7 gains a field), or null. */
export async function withVisits<Lead extends { id: number }>(leads: Lead[]) {
  const visits = await bookedVisitsOf(leads.map((lead) => lead.id));
  return leads.map((lead) => {
    const visit = visits.get(lead.id);
    return {
      ...lead,
      visit: visit
        ? {
            date: visit.date,
            starts: visit.starts,
            ends: visit.ends,
            startsAt: slotInstant(visit.date, visit.starts).toISO(),
            label: visit.label,
            bookedBy: visit.bookedBy,
            staffUserId: visit.staffUserId,
          }
        : null,
    };
  });
}
