// One estimate visit and its organizer, for the tests of invitations and the calendar feed: the unit
// tests beside invitation.ts and the hostile-names test over HTTP (tests/integration) read the same.
import type { InvitationVisit } from "./invitation";

export const sampleVisit: InvitationVisit = {
  uid: "visit-7@wacotreeservice.test",
  sequence: 0,
  cancelled: false,
  date: "2026-03-09",
  starts: "10:00",
  ends: "12:00",
  address: "1200 Austin Ave, Waco, TX 76701",
  summary: "Free estimate visit: Waco Tree Service",
  description: "Move or cancel: https://example.test/visit/7-abc",
  url: "https://example.test/visit/7-abc",
  at: new Date("2026-03-06T18:00:00Z"),
};

export const sampleOrganizer = { name: "Waco Tree Service", email: "office@example.test" };
