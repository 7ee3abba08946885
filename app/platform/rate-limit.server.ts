import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter per key (an IP, an account), in memory: right for the
 * single process this site runs as. `hit` counts one attempt and says whether
 * it is allowed.
 */
export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now = Date.now()) {
    this.prune(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
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
    this.prune(now);
    const window = this.windows.get(key);
    const current = window && window.resetAt > now ? window : { count: 0, resetAt: now + this.windowMs };
    if (current.count + amount > this.limit) return false;
    current.count += amount;
    this.windows.set(key, current);
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

  // Keeps memory bounded when many different keys pass through.
  private prune(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const limiters = new Map<string, RateLimiter>();

/** A limiter shared by every module of the process under this name. */
export function rateLimiter(name: string, limit: number, windowMs: number) {
  let limiter = limiters.get(name);
  if (!limiter) limiters.set(name, (limiter = new RateLimiter(limit, windowMs)));
  return limiter;
}

/** Express middleware: every request that changes something counts against its client address. */
export function limitMutations(limitPerMinute: number) {
  const limiter = rateLimiter("mutations", limitPerMinute, 60_000);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const { allowed, retryAfterSeconds } = limiter.hit(req.ip ?? "unknown");
    if (allowed) return next();
    res.setHeader("Retry-After", String(retryAfterSeconds));
    res.status(429).json({ success: false, message: "Too many requests. Please wait a minute and try again." });
  };
}
