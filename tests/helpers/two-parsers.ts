import ICAL from "ical.js";
import nodeIcal from "node-ical";

/** What a calendar app shows of an event: what both parsers must agree on. */
export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  description: string;
  location: string | null;
  organizer: { name: string | null; address: string };
  attendees: Array<{ name: string | null; address: string }>;
}

const textOf = (value: unknown) => (value === undefined || value === null ? null : String(value));

function readWithIcalJs(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const person = (property: ICAL.Property) => ({
    name: textOf(property.getParameter("cn")),
    address: String(property.getFirstValue()).replace(/^mailto:/i, ""),
  });
  return calendar.getAllSubcomponents("vevent").map((event): ReadEvent => ({
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
    status: textOf(event.getFirstPropertyValue("status")),
    summary: String(event.getFirstPropertyValue("summary")),
    description: String(event.getFirstPropertyValue("description")),
    location: textOf(event.getFirstPropertyValue("location")),
    organizer: person(event.getFirstProperty("organizer")!),
    attendees: event.getAllProperties("attendee").map(person),
  }));
}

type NodeIcalValue = string | { val: string; params: Record<string, unknown> } | undefined;
const valueOf = (value: NodeIcalValue) => (typeof value === "object" ? value.val : (value ?? null));

function readWithNodeIcal(content: string) {
  const person = (value: NodeIcalValue) => ({
    name: typeof value === "object" ? textOf(value.params.CN) : null,
    address: String(valueOf(value)).replace(/^mailto:/i, ""),
  });
  return Object.values(nodeIcal.sync.parseICS(content))
    .filter((component): component is nodeIcal.VEvent => component?.type === "VEVENT")
    .map((event): ReadEvent => {
      const attendees = event.attendee === undefined ? [] : [event.attendee].flat();
      return {
        uid: event.uid,
        sequence: Number(event.sequence ?? 0),
        status: event.status ?? null,
        summary: String(valueOf(event.summary)),
        description: String(valueOf(event.description)),
        location: valueOf(event.location),
        organizer: person(event.organizer),
        attendees: attendees.map(person),
      };
    });
}

/**
 * The events of an iCalendar text as two independent parsers read them (ical.js, by
 * Thunderbird's maintainers, and node-ical): a test asserts on the first and that the
 * second reads exactly the same, so a text one calendar misreads can't pass.
 */
export function readCalendar(content: string): ReadEvent[] {
  const events = readWithIcalJs(content);
  if (JSON.stringify(readWithNodeIcal(content)) !== JSON.stringify(events)) {
    throw new Error(
      `ical.js and node-ical read this calendar differently:\n${JSON.stringify(events)}\n${JSON.stringify(readWithNodeIcal(content))}`,
    );
  }
  return events;
}
