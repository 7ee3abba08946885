import { describe, expect, it } from "vitest";

import { neutralizeCell, toCsvLines } from "./csv";

describe("neutralizeCell", () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ["+1 254 555 0147", "'+1 254 555 0147"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
  ])("prefixes %j", (input, expected) => {
    expect(neutralizeCell(input)).toBe(expected);
  });

  it("leaves ordinary text alone", () => {
    expect(neutralizeCell("Ana = happy")).toBe("Ana = happy");
    expect(neutralizeCell("(254) 555-0147")).toBe("(254) 555-0147");
  });
});

describe("toCsvLines", () => {
  it("quotes every cell, escapes quotes and neutralises formulas", () => {
    const csv = toCsvLines([
      [1, '=HYPERLINK("http://x")', 'Says "hi", then\nleaves'],
      [2, "Plain", ""],
    ]);
    expect(csv).toBe(`"1","'=HYPERLINK(""http://x"")","Says ""hi"", then\nleaves"\r\n"2","Plain",""\r\n`);
  });

  it("keeps a cell with another separator whole, whatever separator the spreadsheet uses", () => {
    expect(toCsvLines([["Jo;=1+1;x", "a\tb", "a|b"]])).toBe('"Jo;=1+1;x","a\tb","a|b"\r\n');
  });

  it("keeps numbers as numbers", () => {
    expect(toCsvLines([[-5, "-5"]])).toBe(`"-5","'-5"\r\n`);
  });
});
