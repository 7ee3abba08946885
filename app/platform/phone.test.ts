import { describe, expect, it } from "vitest";

import { formatPhone, phoneHref, phoneSearchDigits, toE164 } from "./phone";

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

describe("phoneSearchDigits", () => {
  it.each(["254-555-0101", "(254) 555-0101", "2545550101", "+1 254 555 0101", "1-254-555-0101", "254.555.0101"])(
    "reads %j as the number 2545550101",
    (text) => {
      expect(phoneSearchDigits(text)).toBe("2545550101");
    },
  );

  it("keeps partial numbers, from the area code on", () => {
    expect(phoneSearchDigits("254 555")).toBe("254555");
  });

  it.each(["Garcia", "jane@example.com", "Ana 254", "12", "--", ""])("is undefined for %j", (text) => {
    expect(phoneSearchDigits(text)).toBeUndefined();
  });
});

describe("toE164", () => {
  it.each([
    ["(254) 555-0147", "+12545550147"],
    ["254.555.0147", "+12545550147"],
    ["1 254 555 0147", "+12545550147"],
    ["+1 (254) 555-0147", "+12545550147"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("writes %j as %s", (input, expected) => expect(toE164(input)).toBe(expected));

  it.each(["555-0147", "", "call us", "22545550147"])("has no E.164 form for %j", (input) =>
    expect(toE164(input)).toBeUndefined(),
  );
});
