import { describe, expect, it } from "vitest";

import { contactKeys, matchingCustomer, propertyKey } from "./customer-match";

describe("a returning customer's phone", () => {
  it.each(["(254) 555-0100", "254.555.0100", "+1 254 555 0100", "254-555-0100", "2545550100", "1 (254) 555 0100"])(
    "%s is the same phone",
    (written) => {
      expect(contactKeys({ phone: written }).phone).toBe("+12545550100");
    },
  );

  it("keeps another number apart, and an international one as written in digits", () => {
    expect(contactKeys({ phone: "(254) 555-0101" }).phone).not.toBe(contactKeys({ phone: "(254) 555-0100" }).phone);
    expect(contactKeys({ phone: "+44 20 7946 0958" }).phone).toBe("+442079460958");
    expect(contactKeys({ phone: "555-0100" }).phone).toBe("5550100");
  });
});

describe("a returning customer's email", () => {
  it.each([
    ["Maria.Garcia@Example.com", "maria.garcia@example.com"],
    ["maria.garcia+trees@example.com", "maria.garcia@example.com"],
    ["M.a.r.i.a+storm@GMail.com", "maria@gmail.com"],
    ["maria@googlemail.com", "maria@gmail.com"],
    ["  josé@example.com ", "josé@example.com"],
  ])("%s is matched as %s", (written, key) => {
    expect(contactKeys({ phone: "", email: written }).email).toBe(key);
  });

  it("has no key when the lead gave no email", () => {
    expect(contactKeys({ phone: "2545550100", email: null }).email).toBeUndefined();
    expect(contactKeys({ phone: "2545550100", email: " " }).email).toBeUndefined();
  });
});

describe("the matching rule", () => {
  it("joins the customer with the phone, even when the email names another", () => {
    expect(matchingCustomer({ byPhone: 3, byEmail: 7 })).toBe(3);
  });

  it("joins the customer with the email when the phone is new", () => {
    expect(matchingCustomer({ byEmail: 7 })).toBe(7);
  });

  it("starts a customer when neither matches", () => {
    expect(matchingCustomer({})).toBeUndefined();
  });
});

describe("a property's address", () => {
  it.each(["1200 Austin Avenue, Waco, TX 76701", "1200 austin ave.", "1200  Austin Ave", "1200 Austin Ave TX 76701"])(
    "%s is the same place",
    (written) => {
      expect(propertyKey(written)).toBe("1200 austin ave");
    },
  );

  it("tells another house apart, and a unit, in the street line or after a comma", () => {
    expect(propertyKey("1202 Austin Ave")).not.toBe(propertyKey("1200 Austin Ave"));
    expect(propertyKey("500 N 18th Street Apt 2")).toBe("500 n 18th st apt 2");
    expect(propertyKey("500 North 18th St, Apartment 3")).toBe("500 n 18th st apt 3");
    expect(propertyKey("123 Oak St, Apt 4, Waco, TX 76701")).toBe(propertyKey("123 Oak Street Apt 4"));
    expect(propertyKey("123 Oak St, Apt 4")).not.toBe(propertyKey("123 Oak St, Apt 5"));
    expect(propertyKey("123 Oak St, #4")).toBe(propertyKey("123 Oak St #4"));
    // The town's line is still no part of the place.
    expect(propertyKey("123 Oak St, Waco, TX")).toBe("123 oak st");
  });

  it("is no place when none was given (SPEC §7's client sends 'not required')", () => {
    expect(propertyKey(null)).toBeUndefined();
    expect(propertyKey("  ")).toBeUndefined();
    expect(propertyKey("Not required")).toBeUndefined();
  });
});
