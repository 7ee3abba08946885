import { describe, expect, it } from "vitest";

import { withoutControlCharacters } from "./visitor-text";

describe("withoutControlCharacters", () => {
  it("drops C0 and C1 controls, makes tabs spaces and keeps line breaks and every printable letter", () => {
    expect(withoutControlCharacters("Jos\u0000é\u001b[31m\u007f\u0085\u009b Ñúñez\tJr.")).toBe("José[31m Ñúñez Jr.");
    expect(withoutControlCharacters("1 Elm St\r\nApt 2")).toBe("1 Elm St\r\nApt 2");
    const hostile = 'Zoë 😀 \u202eabc\u202c e\u0301 \u200f;,:\\"';
    expect(withoutControlCharacters(hostile)).toBe(hostile);
  });
});
