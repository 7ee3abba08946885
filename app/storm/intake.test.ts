import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { intakeColumns, stormIntakeShape } from "./intake";

const parse = (entries: Array<[string, string]>, locale: "en" | "es" = "en") =>
  parseWithZod(new URLSearchParams(entries), { schema: z.object(stormIntakeShape(locale)) });

describe("the hazard intake", () => {
  it("reads ticked hazards and the answers, and sets the tier from them", () => {
    const submission = parse([
      ["stormHazards.structure", "on"],
      ["stormHazards.power-line", "on"],
      ["stormCanLeave", "yes"],
      ["stormInsurance", "yes"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(intakeColumns(submission.value)).toEqual({
      stormHazards: '["structure","power-line"]',
      stormCanLeave: 1,
      stormInsuranceClaim: 1,
      stormTier: "red",
    });
  });

  it("puts one ticked hazard, no hazard and a household that cannot leave in their tiers", () => {
    const tierOf = (entries: Array<[string, string]>) => {
      const submission = parse(entries);
      return submission.status === "success" ? intakeColumns(submission.value).stormTier : submission.error;
    };
    expect(
      tierOf([
        ["stormHazards.structure", "on"],
        ["stormCanLeave", "yes"],
      ]),
    ).toBe("red");
    expect(
      tierOf([
        ["stormHazards.roof-hit", "on"],
        ["stormCanLeave", "yes"],
      ]),
    ).toBe("orange");
    expect(tierOf([["stormCanLeave", "yes"]])).toBe("yellow");
    expect(
      tierOf([
        ["stormHazards.clean-up", "on"],
        ["stormCanLeave", "no"],
      ]),
    ).toBe("red");
  });

  it("asks whether the household can leave, and refuses made-up answers, in the page's language", () => {
    const missing = parse([["stormHazards.vehicle", "on"]], "es").reply();
    expect(missing.status).toBe("error");
    expect(missing.error?.stormCanLeave).toEqual(["Díganos si puede salir de su casa con seguridad"]);
    const madeUp = parse([
      ["stormHazards.meteor", "on"],
      ["stormCanLeave", "yes"],
    ]).reply();
    expect(madeUp.error?.["stormHazards.meteor"]).toEqual(["Please choose one of the answers"]);
  });
});
