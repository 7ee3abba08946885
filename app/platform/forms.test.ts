import { describe, expect, it } from "vitest";
import { z } from "zod";

import { parseForm } from "./forms";

const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name"),
  age: z.coerce.number().int("Whole years only"),
});

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("parseForm", () => {
  it("returns the parsed data when valid", () => {
    expect(parseForm(schema, formData({ name: " Ana ", age: "42" }))).toEqual({
      success: true,
      data: { name: "Ana", age: 42 },
    });
  });

  it("returns messages per field and keeps the submitted values", () => {
    const result = parseForm(schema, formData({ name: " ", age: "4.5" }));
    expect(result).toEqual({
      success: false,
      errors: { name: ["Please enter your name"], age: ["Whole years only"] },
      values: { name: " ", age: "4.5" },
    });
  });
});
