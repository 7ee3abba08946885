/** When the server last began a request, on the monotonic clock (`performance.now()`). */
let lastRequestAt = Number.NEGATIVE_INFINITY;

/** Called for every request as it arrives. */
export function noteRequest() {
  lastRequestAt = performance.now();
}

/**
 * Whether a request began within the last `ms`. Background work that can wait (the outbox's
 * backlog) gives the CPU to visitors then, and goes at full speed when nobody is asking.
 */
export function servingRequests(ms = 1_000) {
  return performance.now() - lastRequestAt < ms;
}
