import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

import { business } from "~/content/business";
import { withoutControlCharacters } from "~/platform/visitor-text";

import { slotInstant, VISIT_ZONE, type VisitSlot } from "./availability";

/** The visit as an invitation describes it. */
export interface InvitationVisit extends VisitSlot {
  uid: string;
  sequence: number;
  cancelled: boolean;
  /** Where to go: the lead's address, when it gave one. */
  address: string | null;
  summary: string;
  description: string;
  /** The visitor's move/cancel link, or the lead's page for staff. */
  url: string;
  /** When this version was made (DTSTAMP). */
  at: Date;
}

export interface InvitationParty {
  email: string;
  name: string;
}

/** The VTIMEZONE of the IANA database, from a maintained library, so calendars place 10 a.m. right across DST. */
const vtimezone = (zone: string) => tzlib_get_ical_block(zone)[0] ?? null;

/** A line of its own, which ical-generator writes unescaped (the calendar's NAME). */
const oneLine = (value: string) => withoutControlCharacters(value).replace(/\s*[\r\n]+\s*/g, " ");

/**
 * A name as a parameter value (CN). RFC 5545 allows no DQUOTE, control character or escape
 * there, yet ical-generator 10 writes `\"` and `\\` (its fix needs version 11 and Node 22), and
 * some parsers (node-ical) end a quoted value at a semicolon. A quote becomes `'` (RFC 6868's `^'`
 * is read by few calendars), a backslash `/`; the name stays whole in SUMMARY and DESCRIPTION.
 */
const parameterText = (name: string) => oneLine(name).replace(/"/g, "'").replace(/\\/g, "/").replace(/;/g, ",");

const party = (party: InvitationParty) => ({ ...party, name: parameterText(party.name) });

/** Text values are escaped by ical-generator; control characters (RFC 5545 allows none) never reach it. */
const text = (value: string) => withoutControlCharacters(value);

function addEvent(calendar: ReturnType<typeof ical>, visit: InvitationVisit, parties: InvitationParties) {
  calendar.createEvent({
    id: visit.uid,
    sequence: visit.sequence,
    stamp: visit.at,
    start: slotInstant(visit.date, visit.starts),
    end: slotInstant(visit.date, visit.ends),
    timezone: VISIT_ZONE,
    summary: text(visit.summary),
    description: text(visit.description),
    location: visit.address === null ? null : text(visit.address),
    url: visit.url,
    status: visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: party(parties.organizer),
    attendees: parties.attendees.map((attendee) => ({
      ...party(attendee),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
    // An hour before the window opens.
    alarms: visit.cancelled
      ? []
      : [{ type: ICalAlarmType.display, trigger: 60 * 60, description: text(visit.summary) }],
  });
}

interface InvitationParties {
  organizer: InvitationParty;
  attendees: InvitationParty[];
}

const newCalendar = (method: ICalCalendarMethod | null, name?: string) =>
  ical({
    prodId: { company: business.name, product: "Estimate visits", language: "EN" },
    method,
    name: name === undefined ? null : oneLine(name),
    // No calendar-wide zone: it would write DTSTAMP as a local time, which RFC 5545 forbids (UTC only).
    timezone: { name: null, generator: vtimezone },
  });

/** A staff member's subscribed calendar (.ics feed): their visits, under the invitations' UIDs. */
export function buildCalendarFeed(name: string, visits: Array<{ visit: InvitationVisit; parties: InvitationParties }>) {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH, name);
  for (const { visit, parties } of visits) addEvent(calendar, visit, parties);
  return calendar.toString();
}

/**
 * A visit as an iCalendar object (RFC 5545) with the iTIP method (RFC 5546) calendars act on:
 * REQUEST adds or updates the event with this UID (a higher SEQUENCE replaces the last),
 * CANCEL removes it. Times are Waco wall-clock times with TZID=America/Chicago.
 */
export function buildInvitation(visit: InvitationVisit, parties: InvitationParties) {
  const calendar = newCalendar(visit.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(calendar, visit, parties);
  return { method: visit.cancelled ? ("CANCEL" as const) : ("REQUEST" as const), content: calendar.toString() };
}
