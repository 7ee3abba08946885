import { describe, expect, it } from "vitest";

import { longVisitLabel, visitDay, visitWhen, windowCompact, windowHours } from "./visit-labels";

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

describe("a visit named with its date", () => {
  // Read on Saturday, November 28, 2026: a 14-day horizon reaches two more Saturdays.
  const today = "2026-11-28";
  const at = (date: string, starts = "09:00", ends = "12:00") => ({ date, starts, ends });

  it("says Today and Tomorrow, and the date from the day after, across the week's end", () => {
    expect(visitWhen(at("2026-11-28"), { today })).toBe("Today 9-12");
    expect(visitWhen(at("2026-11-29", "08:00", "10:00"), { today })).toBe("Tomorrow 8-10");
    expect(visitWhen(at("2026-11-30", "13:00", "15:00"), { today })).toBe("Mon, Nov 30, 1-3");
    expect(visitWhen(at("2026-12-05"), { today })).toBe("Sat, Dec 5, 9-12");
    expect(visitWhen(at("2026-12-12"), { today })).toBe("Sat, Dec 12, 9-12");
  });

  it("says Tomorrow across a month's and a year's end", () => {
    expect(visitWhen(at("2026-12-01"), { today: "2026-11-30" })).toBe("Tomorrow 9-12");
    expect(visitWhen(at("2027-01-01"), { today: "2026-12-31" })).toBe("Tomorrow 9-12");
    expect(visitWhen(at("2026-11-27"), { today })).toBe("Fri, Nov 27, 9-12");
  });

  it("speaks Spanish", () => {
    expect(visitWhen(at("2026-11-28"), { today, locale: "es" })).toBe("Hoy 9-12");
    expect(visitWhen(at("2026-11-29"), { today, locale: "es" })).toBe("Mañana 9-12");
    expect(visitWhen(at("2026-12-05"), { today, locale: "es" })).toBe("sáb, 5 de dic, 9-12");
  });

  it("always carries the date when it is read later", () => {
    expect(visitWhen(at("2026-11-28"))).toBe("Sat, Nov 28, 9-12");
  });
});
