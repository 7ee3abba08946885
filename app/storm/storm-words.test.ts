import { describe, expect, it } from "vitest";

import { formPromise, leadPromise, waitPhrase } from "./storm-words";

describe("storm words", () => {
  it("says a wait in hours within a day and in days after, in both languages", () => {
    expect(waitPhrase(1, "en")).toBe("within an hour");
    expect(waitPhrase(5, "en")).toBe("about 5 hours");
    expect(waitPhrase(24, "es")).toBe("en un día aproximadamente");
    expect(waitPhrase(48, "es")).toBe("en unos 2 días");
  });

  it("states each tier's wait on the form", () => {
    expect(formPromise({ red: 2, orange: 9, yellow: 72 }, "en")).toBe(
      "Storm mode: we call back by danger. Red: about 2 hours. Orange: about 9 hours. Yellow: about 3 days.",
    );
  });

  it("tells a lead its tier and the likely time, in Waco time", () => {
    const now = new Date("2026-12-01T18:00:00Z"); // Tuesday noon in Waco
    expect(leadPromise("red", new Date("2026-12-01T20:30:00Z"), now, "en")).toBe(
      "Your request is Red (a tree on a house or a power line, someone who can't get out, a tree over a walkway). We expect to call you about 3 hours, around Tuesday 2:30 PM.",
    );
    expect(leadPromise("yellow", new Date("2026-12-03T15:00:00Z"), now, "es")).toMatch(
      /^Su solicitud es Amarillo \(limpieza\)\. Esperamos llamarle en unos 2 días, hacia el jueves,? 9:00 a\.\s?m\.$/,
    );
  });
});
