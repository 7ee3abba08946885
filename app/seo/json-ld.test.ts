import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close its script tag or open a comment", () => {
    const data = {
      name: "</script><script>alert(1)</script>",
      note: "<!-- & -->",
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>|&/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(data);
  });

  it("escapes line and paragraph separators and keeps the data intact", () => {
    const data = { text: "a\u2028b\u2029c", rating: 4.9, list: [1, "two"] };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
