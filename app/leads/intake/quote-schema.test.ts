import { describe, expect, it } from "vitest";

import { quoteMessages } from "~/content/quote-messages";

import { apiContactSchema, fieldLimits, quoteFormSchema, quoteFormSchemas } from "./quote-schema";

const valid = {
  name: "Jane Doe",
  phone: "(254) 555-0147",
  email: "jane@example.com",
  service: "tree-removal",
  message: "Big oak leaning over the garage",
};

const errorsOf = (
  schema: typeof quoteFormSchema | typeof apiContactSchema,
  input: unknown,
): Record<string, string[] | undefined> => {
  const result = schema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("quoteFormSchema (the site's form)", () => {
  it("accepts a complete request and trims it", () => {
    expect(quoteFormSchema.parse({ ...valid, name: "  Jane Doe " })).toEqual(valid);
  });

  it("treats an empty message as none", () => {
    expect(quoteFormSchema.parse({ ...valid, message: "  " }).message).toBeUndefined();
  });

  it("says what is missing for an empty form, 'Select a Service' included; email may be left out", () => {
    expect(
      errorsOf(quoteFormSchema, {
        name: "",
        phone: "",
        email: "",
        service: "",
        message: "",
      }),
    ).toEqual({
      name: ["Please enter your name"],
      phone: ["Please enter your phone number"],
      service: ["Please select a service"],
    });
  });

  it.each([
    ["phone", "call me", "Please enter a valid phone number with area code, like (XXX) XXX-XXXX"],
    ["phone", "123", "Please enter a valid phone number with area code, like (XXX) XXX-XXXX"],
    ["email", "jane@", "Please enter a valid email address"],
    ["service", "commercial-tree-service", "Please select a service"],
    ["service", "stump-grinding", "Please select a service"],
  ])("rejects %s %j", (field, value, message) => {
    expect(errorsOf(quoteFormSchema, { ...valid, [field]: value })[field as keyof typeof valid]).toEqual([message]);
  });

  it.each(Object.entries(fieldLimits).filter(([field]) => field !== "address"))(
    "limits %s to %i characters",
    (field, max) => {
      const tooLong = field === "email" ? `${"a".repeat(max)}@example.com` : "1".repeat(max + 1);
      expect(errorsOf(quoteFormSchema, { ...valid, [field]: tooLong })[field as keyof typeof valid]).toBeDefined();
    },
  );

  it("accepts every canonical service slug", () => {
    for (const service of [
      "tree-removal",
      "tree-trimming",
      "stump-removal",
      "emergency-tree-service",
      "tree-health",
      "land-clearing",
    ]) {
      expect(quoteFormSchema.safeParse({ ...valid, service }).success).toBe(true);
    }
  });
});

describe("names and addresses", () => {
  it.each(["Jane\nPhone: 555", "Jane\rDoe", "Jane\u2028Doe"])("refuse a line break in the name: %j", (name) => {
    expect(errorsOf(quoteFormSchema, { ...valid, name }).name).toEqual(["Please enter your name on one line"]);
  });

  it("take an optional address on the site's form, its lines kept as one", () => {
    expect(quoteFormSchema.parse({ ...valid, address: " 1 Elm St " }).address).toBe("1 Elm St");
    expect(quoteFormSchema.parse({ ...valid, address: "" }).address).toBeUndefined();
    expect(quoteFormSchema.parse({ ...valid, address: "1 Elm St\r\n Waco" }).address).toBe("1 Elm St, Waco");
  });
});

describe("quoteFormSchemas.es (the Spanish pages' form)", () => {
  it("says what is missing or wrong in Spanish", () => {
    expect(errorsOf(quoteFormSchemas.es, { name: "", phone: "12", email: "no", service: "" })).toEqual({
      name: ["Por favor escriba su nombre"],
      phone: ["Por favor escriba un número de teléfono válido con código de área, como (XXX) XXX-XXXX"],
      email: ["Por favor escriba un correo electrónico válido"],
      service: ["Por favor escoja un servicio"],
    });
  });
});

describe("apiContactSchema (POST /api/contact)", () => {
  it("accepts a request without email, with an optional address", () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(apiContactSchema.parse({ ...withoutEmail, address: "1 Elm St, Waco" })).toEqual({
      ...withoutEmail,
      address: "1 Elm St, Waco",
      sendConfirmation: false,
      language: "en",
    });
    expect(apiContactSchema.parse({ ...valid, email: "" }).email).toBeUndefined();
  });

  it("takes the older service slugs and gives back the canonical one", () => {
    expect(apiContactSchema.parse({ ...valid, service: "stump-grinding" }).service).toBe("stump-removal");
    expect(apiContactSchema.parse({ ...valid, service: " tree-health-assessment " }).service).toBe("tree-health");
    expect(apiContactSchema.safeParse({ ...valid, service: "commercial-tree-service" }).success).toBe(false);
  });

  it("sends the visitor a confirmation only when the client asks, in JSON or a form", () => {
    expect(apiContactSchema.parse({ ...valid, sendConfirmation: true }).sendConfirmation).toBe(true);
    expect(apiContactSchema.parse({ ...valid, sendConfirmation: "true" }).sendConfirmation).toBe(true);
    expect(errorsOf(apiContactSchema, { ...valid, sendConfirmation: "yes" }).sendConfirmation).toEqual([
      "Must be true or false",
    ]);
  });

  it("keeps plain spaces in the phone number", () => {
    expect(apiContactSchema.parse({ ...valid, phone: "(254)\t555\u00a00147" }).phone).toBe("(254) 555 0147");
  });

  it("rejects arrays, objects and numbers in place of text", () => {
    const errors = errorsOf(apiContactSchema, {
      ...valid,
      name: ["Jane"],
      phone: { n: 1 },
      message: 5,
      email: [],
    });
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "phone"]);
  });
});

describe("control characters (every visitor field, the form in both languages and the API)", () => {
  const hostile = {
    name: "Jos\u0000é \u001b[2JÑúñez\u0085",
    phone: "(254)\u0007 555-0147",
    email: "jose\u0000@example.com",
    service: "tree-removal",
    address: "1200 Austin\u0008 Ave\u009b, Waco",
    message: "Oak\u0000 over the garage.\r\nGate code\u001b 12",
  };
  const clean = {
    name: "José [2JÑúñez",
    phone: "(254) 555-0147",
    email: "jose@example.com",
    service: "tree-removal",
    address: "1200 Austin Ave, Waco",
    message: "Oak over the garage.\r\nGate code 12",
  };

  it.each(["en", "es"] as const)("are stripped from every field of the %s form", (locale) => {
    expect(quoteFormSchemas[locale].parse(hostile)).toEqual(clean);
  });

  it("are stripped from every field of POST /api/contact", () => {
    expect(apiContactSchema.parse(hostile)).toMatchObject(clean);
  });

  it("leave nothing: a name of control characters only is missing", () => {
    expect(errorsOf(quoteFormSchemas.es, { ...clean, name: "\u0000\u001b" }).name).toEqual([
      quoteMessages.es.nameMissing,
    ]);
  });
});
