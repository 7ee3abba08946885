/** Retries stop growing at this multiple of the base delay (an hour with the 30 s default). */
const MAX_DELAY_FACTOR = 120;

/** Wait before the next try after `failedAttempts` failures: base, 2×, 4×… capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number) {
  const factor = Math.min(2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_FACTOR);
  return baseMs * factor;
}
