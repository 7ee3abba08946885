import { describe, expect, it } from "vitest";

import { RateLimiter } from "./rate-limit.server";

describe("RateLimiter", () => {
  it("allows up to the limit per window, then says how long to wait", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.hit("1.2.3.4", 0).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", 1_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.hit("5.6.7.8", 2_000).allowed).toBe(true);
  });

  it("keeps at most its number of keys, the oldest windows going first", () => {
    const limiter = new RateLimiter(1, 60_000, 3);
    for (const key of ["a", "b", "c", "d"]) limiter.hit(key, 0);
    expect(limiter.size).toBe(3);
    // "a" was forgotten to make room for "d": it starts afresh; "d" is still counted.
    expect(limiter.hit("a", 1).allowed).toBe(true);
    expect(limiter.hit("d", 1).allowed).toBe(false);
    for (let n = 0; n < 10_000; n++) limiter.take(`address-${n}`, 1, 2);
    expect(limiter.size).toBe(3);
  });

  it("starts a new window once the old one ends", () => {
    const limiter = new RateLimiter(1, 1_000);
    limiter.hit("a", 0);
    expect(limiter.hit("a", 500).allowed).toBe(false);
    expect(limiter.hit("a", 1_000).allowed).toBe(true);
  });

  it("takes back a refunded attempt", () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit("a", 0);
    limiter.refund("a");
    expect(limiter.hit("a", 1).allowed).toBe(true);
    expect(limiter.hit("a", 2).allowed).toBe(false);
  });

  it("takes amounts while they fit in the window, and a refused one uses nothing up", () => {
    const limiter = new RateLimiter(10, 60_000);
    expect(limiter.take("a", 6, 0)).toBe(true);
    expect(limiter.take("a", 6, 1)).toBe(false);
    expect(limiter.take("a", 4, 2)).toBe(true);
    expect(limiter.take("a", 1, 3)).toBe(false);
    expect(limiter.take("b", 10, 3)).toBe(true);
    expect(limiter.take("a", 10, 60_000)).toBe(true);
  });

  it("forgets a key on reset", () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit("a", 0);
    limiter.reset("a");
    expect(limiter.hit("a", 1).allowed).toBe(true);
  });
});
