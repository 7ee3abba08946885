/**
 * How "Needs a call" and the staff home's Call now put leads in order
 * (decision 044): emergencies, then today's late leads newest-late first,
 * then the ones not yet due; leads never called within a week fold below.
 */
import { services } from "~/content/services";

/** Past this many days, a lead nobody called is folded under "Older, never called". */
export const TRIAGE_RECENT_DAYS = 7;

/** How many leads the staff home's Call now shows. */
export const CALL_NOW_COUNT = 5;

export const emergencyServices = services.filter((service) => service.emergency).map((service) => service.slug);

/** The oldest creation time that still counts as recent for triage. */
export function triageCutoff(now: Date) {
  return new Date(now.getTime() - TRIAGE_RECENT_DAYS * 24 * 60 * 60 * 1000);
}
