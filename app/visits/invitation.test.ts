import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { buildInvitation } from "./invitation";
import { sampleOrganizer, sampleVisit } from "./invitation-fixture";

const visit = sampleVisit;
const parties = {
  organizer: sampleOrganizer,
  attendees: [{ name: "José Ñúñez", email: "jose@example.test" }],
};

function parse(content: string) {
  const component = new ICAL.Component(ICAL.parse(content));
  const event = component.getFirstSubcomponent("vevent")!;
  return { component, event };
}

describe("buildInvitation", () => {
  it("makes a REQUEST with a stable UID, Waco times, the VTIMEZONE, location, organizer and an alarm", () => {
    const { method, content } = buildInvitation(visit, parties);
    expect(method).toBe("REQUEST");
    const { component, event } = parse(content);
    expect(component.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(component.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("America/Chicago");
    expect(event.getFirstPropertyValue("uid")).toBe(visit.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    const start = event.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("America/Chicago");
    expect(start.toICALString()).toContain("20260309T100000");
    expect(event.getFirstProperty("dtend")!.toICALString()).toContain("20260309T120000");
    expect(event.getFirstPropertyValue("location")).toBe(visit.address);
    expect(event.getFirstPropertyValue("organizer")).toBe("mailto:office@example.test");
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe("José Ñúñez");
    expect(event.getFirstPropertyValue("description")).toContain(visit.url);
    expect(event.getFirstSubcomponent("valarm")!.getFirstPropertyValue("action")).toBe("DISPLAY");
    // 10 a.m. on the Monday after the spring change is 15:00 UTC (CDT), not 16:00.
    const vtimezone = new ICAL.Timezone(parse(content).component.getFirstSubcomponent("vtimezone")!);
    const time = (start.getFirstValue() as ICAL.Time).clone();
    time.zone = vtimezone;
    expect(time.toJSDate().toISOString()).toBe("2026-03-09T15:00:00.000Z");
  });

  it("cancels with METHOD:CANCEL, the same UID and the raised SEQUENCE", () => {
    const { method, content } = buildInvitation({ ...visit, sequence: 2, cancelled: true }, parties);
    expect(method).toBe("CANCEL");
    const { component, event } = parse(content);
    expect(component.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(visit.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
