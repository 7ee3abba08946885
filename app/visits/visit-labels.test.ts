import { describe, expect, it } from "vitest";

import { longVisitLabel, visitDay, windowCompact, windowHours } from "./visit-labels";

describe("a visit in Spanish", () => {
  it("names the day as US Spanish does, and the window with the same times", () => {
    const slot = { date: "2026-03-10", starts: "13:00", ends: "15:00" };
    expect(visitDay(slot, "es")).toBe("martes, 10 de marzo");
    expect(windowHours(slot, "es")).toBe("de 1 p.m. a 3 p.m.");
    expect(longVisitLabel(slot, "es")).toBe("martes, 10 de marzo, de 1 p.m. a 3 p.m.");
    expect(longVisitLabel(slot)).toBe("Tuesday, March 10, 1 p.m. to 3 p.m.");
  });

  it("writes every hour as Intl's es-US does", () => {
    const spanish = new Intl.DateTimeFormat("es-US", { hour: "numeric", minute: "numeric", timeZone: "UTC" });
    const spanishHour = new Intl.DateTimeFormat("es-US", { hour: "numeric", timeZone: "UTC" });
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of ["00", "30"]) {
        const hhmm = `${String(hour).padStart(2, "0")}:${minute}`;
        const time = new Date(`2026-03-10T${hhmm}:00Z`);
        const intl = (minute === "00" ? spanishHour : spanish).format(time).replace(/\s/g, " ");
        expect(windowHours({ starts: hhmm, ends: hhmm }, "es")).toBe(`de ${intl} a ${intl}`);
      }
    }
    expect(windowCompact({ starts: "08:00", ends: "10:00" })).toBe("8–10 a.m.");
  });
});
