/**
 * How "Needs a call" and the staff home's Call now put leads in order
 * (decisions 044 and 076): the last day's leads first (its emergencies, then
 * the late ones newest-late first, then the ones not yet due), then those of
 * the days before, newest first; leads never called within a week fold below.
 */
import { services } from "~/content/services";

/** Past this many days, a lead nobody called is folded under "Older, never called". */
export const TRIAGE_RECENT_DAYS = 7;

/** How many leads the staff home's Call now shows. */
export const CALL_NOW_COUNT = 5;

export const emergencyServices = services.filter((service) => service.emergency).map((service) => service.slug);

/** A never-called lead younger than this is "today's" and ranks above every older one. */
export const TRIAGE_FRESH_HOURS = 24;

/** The oldest creation time that is still today's for triage. */
export function freshCutoff(now: Date) {
  return new Date(now.getTime() - TRIAGE_FRESH_HOURS * 60 * 60 * 1000);
}

/** The oldest creation time that still counts as recent for triage. */
export function triageCutoff(now: Date) {
  return new Date(now.getTime() - TRIAGE_RECENT_DAYS * 24 * 60 * 60 * 1000);
}
