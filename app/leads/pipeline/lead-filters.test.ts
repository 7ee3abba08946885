import { describe, expect, it } from "vitest";

import { filtersToSearchParams } from "./lead-filters";
import { parseLeadFilters } from "./lead-filters.server";

describe("parseLeadFilters", () => {
  it.each([
    ["no parameters", ""],
    [
      "unknown or malformed values",
      "q=%20&name=%20%20&source=fax&contacted=maybe&date=yesterday&outcome=pending&view=late&page=-2",
    ],
  ])("takes %s as everything on page 1, never failing", (_case, query) => {
    expect(parseLeadFilters(new URLSearchParams(query))).toEqual({
      source: "all",
      contacted: "all",
      date: "all",
      outcome: "all",
      view: "all",
      page: 1,
    });
  });

  it("reads every filter and trims the name", () => {
    const params = new URLSearchParams(
      "q=%20(254)%20555-0101%20&name=%20Ana%20&service=tree-removal&source=missed-call&contacted=new&date=week&outcome=won&view=needs-call&page=3",
    );
    expect(parseLeadFilters(params)).toEqual({
      q: "(254) 555-0101",
      name: "Ana",
      view: "needs-call",
      service: "tree-removal",
      source: "missed-call",
      contacted: "new",
      date: "week",
      outcome: "won",
      page: 3,
    });
  });

  it("round-trips through URL parameters, leaving defaults out", () => {
    const filters = parseLeadFilters(
      new URLSearchParams("q=Bo&source=text&contacted=contacted&view=needs-call&page=2"),
    );
    expect(filtersToSearchParams(filters).toString()).toBe(
      "view=needs-call&q=Bo&source=text&contacted=contacted&page=2",
    );
    expect(filtersToSearchParams({ contacted: "all", date: "all", view: "all", page: 1 }).toString()).toBe("");
  });
});
