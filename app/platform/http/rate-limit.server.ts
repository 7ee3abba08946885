import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

import { addressKey } from "./client-address";

interface Window {
  count: number;
  resetAt: number;
}

/** Keys one limiter keeps: a storm of addresses costs a few MB at most, never the server's memory. */
const MAX_KEYS = 10_000;

/**
 * Fixed-window counter per key (an IP, an account), in memory: right for the
 * single process this site runs as. `hit` counts one attempt and says whether
 * it is allowed. At most `maxKeys` windows are kept; past it the oldest go
 * first (their keys start afresh).
 */
export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** How many keys have a window now. */
  get size() {
    return this.windows.size;
  }

  hit(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.open(key, { count: 1, resetAt: now + this.windowMs }, now);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    window.count += 1;
    const allowed = window.count <= this.limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - now) / 1000) };
  }

  /**
   * Counts `amount` against `key` (bytes, say) only when it fits in what the
   * window has left, and says whether it did: a refusal uses up nothing.
   */
  take(key: string, amount: number, now = Date.now()) {
    const window = this.windows.get(key);
    const current = window && window.resetAt > now ? window : { count: 0, resetAt: now + this.windowMs };
    if (current.count + amount > this.limit) return false;
    current.count += amount;
    if (current !== window) this.open(key, current, now);
    return true;
  }

  /** Seconds until `key` may try again, or 0 when its next attempt would be allowed; counts nothing. */
  retryAfter(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    return window && window.resetAt > now && window.count >= this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  /** Takes back one counted attempt, e.g. one that turned out to be legitimate. */
  refund(key: string) {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** A new window, kept last: the map's order is the order windows opened, oldest first. */
  private open(key: string, window: Window, now: number) {
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.prune(now);
    this.windows.set(key, window);
  }

  /** Ended windows go; when all are current, the oldest do, until there is room for one more. */
  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

const limiters = new Map<string, RateLimiter>();

/** A limiter shared by every module of the process under this name. */
export function rateLimiter(name: string, limit: number, windowMs: number) {
  let limiter = limiters.get(name);
  if (!limiter) limiters.set(name, (limiter = new RateLimiter(limit, windowMs)));
  return limiter;
}

/**
 * Express middleware: every request that changes something counts against its client address,
 * but those `spared` says are proven to come from a partner that posts from few addresses (a
 * text provider's signed webhooks).
 */
export function limitMutations(limitPerMinute: number, spared: (req: ExpressRequest) => boolean = () => false) {
  const limiter = rateLimiter("mutations", limitPerMinute, 60_000);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || spared(req)) return next();
    const { allowed, retryAfterSeconds } = limiter.hit(addressKey(req.ip));
    if (allowed) return next();
    res.setHeader("Retry-After", String(retryAfterSeconds));
    res.status(429).json({ success: false, message: "Too many requests. Please wait a minute and try again." });
  };
}
