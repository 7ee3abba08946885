import { describe, expect, it } from "vitest";

import { createdSince, filtersToSearchParams, startOfBusinessDay } from "./lead-filters";
import { parseLeadFilters } from "./lead-filters.server";

describe("parseLeadFilters", () => {
  it("defaults to everything on page 1", () => {
    expect(parseLeadFilters(new URLSearchParams())).toEqual({ contacted: "all", date: "all", view: "all", page: 1 });
  });

  it("reads every filter and trims the name", () => {
    const params = new URLSearchParams(
      "q=%20(254)%20555-0101%20&name=%20Ana%20&service=tree-removal&contacted=new&date=week&view=needs-call&page=3",
    );
    expect(parseLeadFilters(params)).toEqual({
      q: "(254) 555-0101",
      name: "Ana",
      view: "needs-call",
      service: "tree-removal",
      contacted: "new",
      date: "week",
      page: 3,
    });
  });

  it("ignores unknown or malformed values instead of failing", () => {
    const params = new URLSearchParams("q=%20&name=%20%20&contacted=maybe&date=yesterday&view=late&page=-2");
    expect(parseLeadFilters(params)).toEqual({ contacted: "all", date: "all", view: "all", page: 1 });
  });

  it("round-trips through URL parameters, leaving defaults out", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=Bo&contacted=contacted&view=needs-call&page=2"));
    expect(filtersToSearchParams(filters).toString()).toBe("view=needs-call&q=Bo&contacted=contacted&page=2");
    expect(filtersToSearchParams({ contacted: "all", date: "all", view: "all", page: 1 }).toString()).toBe("");
  });
});

describe("createdSince", () => {
  const now = new Date("2026-07-15T17:30:00.000Z"); // 12:30 in Waco (CDT, UTC-5)

  it("is unbounded for all time", () => {
    expect(createdSince("all", now)).toBeUndefined();
  });

  it("starts today at midnight in Waco", () => {
    expect(createdSince("today", now)?.toISOString()).toBe("2026-07-15T05:00:00.000Z");
  });

  it("uses the Waco date, not the UTC date, late in the evening", () => {
    const evening = new Date("2026-07-16T03:00:00.000Z"); // 22:00 on the 15th in Waco
    expect(createdSince("today", evening)?.toISOString()).toBe("2026-07-15T05:00:00.000Z");
  });

  it("follows standard time in winter and the daylight-saving switch", () => {
    expect(startOfBusinessDay(new Date("2026-01-10T12:00:00.000Z")).toISOString()).toBe("2026-01-10T06:00:00.000Z");
    // 8 March 2026: clocks go forward at 2:00; midnight was still CST.
    expect(startOfBusinessDay(new Date("2026-03-08T20:00:00.000Z")).toISOString()).toBe("2026-03-08T06:00:00.000Z");
  });

  it("covers exactly the last 7 days for this week", () => {
    expect(createdSince("week", now)?.toISOString()).toBe("2026-07-08T17:30:00.000Z");
  });

  it("covers exactly the last 30 days for this month", () => {
    expect(createdSince("month", now)?.toISOString()).toBe("2026-06-15T17:30:00.000Z");
  });
});
