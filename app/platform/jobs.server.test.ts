import { afterEach, describe, expect, it } from "vitest";

import { kickJob, startJob, stopJobs } from "./jobs.server";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => stopJobs());

describe("the job runner", () => {
  it("runs at start, never two runs at once, and once more for kicks during a run", async () => {
    let running = 0;
    let overlap = false;
    let runs = 0;
    startJob({
      name: "test",
      everyMs: 60_000,
      run: async () => {
        running += 1;
        overlap ||= running > 1;
        runs += 1;
        await tick(30);
        running -= 1;
      },
    });
    kickJob("test");
    kickJob("test");
    kickJob("test");
    await tick(120);
    expect(runs).toBe(2);
    expect(overlap).toBe(false);
  });

  it("waits as long as a run asks, and runs sooner when kicked with a deadline", async () => {
    let runs = 0;
    startJob({
      name: "test",
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        return 10_000;
      },
    });
    await tick(20);
    kickJob("test", 50);
    await tick(150);
    // The run asked for ten seconds; the kick's deadline brought the second run forward.
    expect(runs).toBe(2);
  });

  it("starts later when asked, and stop waits for the run in progress", async () => {
    let finished = false;
    startJob({ name: "later", everyMs: 60_000, runAtStart: false, run: async () => void (finished = true) });
    startJob({
      name: "slow",
      everyMs: 60_000,
      run: async () => {
        await tick(50);
        finished = true;
      },
    });
    await tick(10);
    expect(finished).toBe(false);
    await stopJobs();
    expect(finished).toBe(true);
  });
});
