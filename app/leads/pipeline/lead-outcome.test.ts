import { describe, expect, it } from "vitest";

import { outcomeFormSchema, toOutcomeChange } from "./lead-outcome";

const parse = (input: Record<string, string>) => outcomeFormSchema.safeParse(input);

describe("the lead page's outcome form", () => {
  it("reads a job value however staff type dollars", () => {
    for (const [text, cents] of [
      ["1800", 180_000],
      ["1,800", 180_000],
      ["$1,800.50", 180_050],
      [" $ 25.5 ", 2_550],
    ] as const) {
      const result = parse({ intent: "mark-won", jobValue: text });
      expect(result.success && toOutcomeChange(result.data)).toEqual({ outcome: "won", jobValueCents: cents });
    }
    const noValue = parse({ intent: "mark-won" });
    expect(noValue.success && toOutcomeChange(noValue.data)).toEqual({ outcome: "won", jobValueCents: null });
  });

  it("says what is wrong with a value or a missing reason", () => {
    const messages = (input: Record<string, string>) => {
      const result = parse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ intent: "mark-won", jobValue: "lots" })).toEqual(["Enter dollars, like 1,800 or 1800.50"]);
    expect(messages({ intent: "mark-won", jobValue: "-5" })).toEqual(["Enter dollars, like 1,800 or 1800.50"]);
    expect(messages({ intent: "mark-won", jobValue: "1.005" })).toEqual(["Enter dollars, like 1,800 or 1800.50"]);
    expect(messages({ intent: "mark-won", jobValue: "20000000" })).toEqual(["Enter at most $10,000,000"]);
    expect(messages({ intent: "mark-lost" })).toEqual(["Choose why it was lost"]);
    expect(messages({ intent: "mark-lost", lostReason: "weather" })).toEqual(["Choose why it was lost"]);
  });

  it("reopens and marks lost with a reason from the list", () => {
    const lost = parse({ intent: "mark-lost", lostReason: "no-answer" });
    expect(lost.success && toOutcomeChange(lost.data)).toEqual({ outcome: "lost", lostReason: "no-answer" });
    const reopen = parse({ intent: "reopen" });
    expect(reopen.success && toOutcomeChange(reopen.data)).toEqual({ outcome: "open" });
  });
});
