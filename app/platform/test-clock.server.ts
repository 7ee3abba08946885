import FakeTimers from "@sinonjs/fake-timers";
import type { NextFunction, Request, Response } from "express";

let clock: ReturnType<typeof FakeTimers.install> | undefined;

/**
 * CLOCK_START: the process's clock starts at that moment and runs on in real time from there.
 * Only `Date` is replaced (timers keep real time), so everything that asks the time (luxon,
 * the outbox's schedule, call-back deadlines, visits, follow-ups) sees the same clock, and a
 * test reaches "Thursday 8 a.m. in Waco" or "the day after the clocks change" by starting the
 * server there. One server moves on with `POST /__test/clock?to=<ISO time>` (below).
 */
export function startClockAt(start: Date) {
  clock = FakeTimers.install({ now: start, toFake: ["Date"], shouldAdvanceTime: true, advanceTimeDelta: 10 });
  console.warn(`CLOCK_START is set: this server's clock started at ${start.toISOString()} (for tests only).`);
}

/**
 * Only while CLOCK_START is set (tests): `POST /__test/clock?to=<ISO time>` moves the clock on
 * (never back) and calls `moved` (the startup wakes the outbox), so what fell due by then is
 * decided as after a real wait. Every other request passes on.
 */
export function testClockRoute(moved: () => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!clock || req.method !== "POST" || req.path !== "/__test/clock") return next();
    const to = Date.parse(String(req.query.to));
    if (Number.isNaN(to)) return res.status(400).json({ error: "to must be an ISO time" });
    if (to > Date.now()) clock.setSystemTime(to);
    moved();
    res.json({ now: new Date().toISOString() });
  };
}
