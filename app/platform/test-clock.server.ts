import FakeTimers from "@sinonjs/fake-timers";

/**
 * CLOCK_START: the process's clock starts at that moment and runs on in real time from there.
 * Only `Date` is replaced (timers keep real time), so everything that asks the time (luxon,
 * the outbox's schedule, call-back deadlines, visits, follow-ups) sees the same clock, and a
 * test reaches "Thursday 8 a.m. in Waco" or "the day after the clocks change" by starting the
 * server there; restarting it later with a later CLOCK_START on the same database moves a day on.
 */
export function startClockAt(start: Date) {
  FakeTimers.install({ now: start, toFake: ["Date"], shouldAdvanceTime: true, advanceTimeDelta: 10 });
  console.warn(`CLOCK_START is set: this server's clock started at ${start.toISOString()} (for tests only).`);
}
