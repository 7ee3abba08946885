import { describe, expect, it } from "vitest";

import { toCsvLines } from "./csv";

describe("toCsvLines", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1 254 555 0147", `"'+1 254 555 0147"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
    ["=1+1\nthen a second line", `"'=1+1\nthen a second line"`],
  ])("shows %j as text, not a formula", (input, expected) => {
    expect(toCsvLines([[input]])).toBe(`${expected}\r\n`);
  });

  it("leaves ordinary text alone", () => {
    expect(toCsvLines([["Ana = happy", "(254) 555-0147"]])).toBe(`"Ana = happy","(254) 555-0147"\r\n`);
  });

  it("quotes every cell and escapes quotes and line breaks", () => {
    const csv = toCsvLines([
      [1, 'Says "hi", then\nleaves'],
      [2, ""],
    ]);
    expect(csv).toBe(`"1","Says ""hi"", then\nleaves"\r\n"2",""\r\n`);
  });

  it("keeps a cell with another separator whole, whatever separator the spreadsheet uses", () => {
    expect(toCsvLines([["Jo;=1+1;x", "a\tb", "a|b"]])).toBe('"Jo;=1+1;x","a\tb","a|b"\r\n');
  });

  it("keeps numbers as numbers", () => {
    expect(toCsvLines([[-5, "-5"]])).toBe(`"-5","'-5"\r\n`);
  });

  it("writes nothing for no rows", () => {
    expect(toCsvLines([])).toBe("");
  });
});
