import { describe, expect, it } from "vitest";

import { formatPhone, phoneHref } from "./phone";

describe("formatPhone", () => {
  it.each([
    ["2545550147", "(254) 555-0147"],
    ["254-555-0147", "(254) 555-0147"],
    ["(254) 555 0147", "(254) 555-0147"],
    ["254.555.0147", "(254) 555-0147"],
  ])("formats the 10-digit number %s", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(["555-0147", "12545550147", "+44 20 7946 0958", "", "call us"])(
    "returns %j unchanged when it is not 10 digits",
    (input) => {
      expect(formatPhone(input)).toBe(input);
    },
  );
});

describe("phoneHref", () => {
  it("dials a 10-digit number with the US country code", () => {
    expect(phoneHref("(254) 555-0147")).toBe("tel:+12545550147");
  });

  it("keeps an international number's plus sign and digits only", () => {
    expect(phoneHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("uses the digits of any other number", () => {
    expect(phoneHref("555-0147")).toBe("tel:5550147");
  });
});
