import { singleton } from "./singleton.server";

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

  reset(key: string) {
    this.windows.delete(key);
  }

  // Keeps memory bounded when many different keys pass through.
  private prune(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A limiter shared by every module of the process under this name. */
export function rateLimiter(name: string, limit: number, windowMs: number) {
  return singleton(`rate-limiter:${name}`, () => new RateLimiter(limit, windowMs));
}
