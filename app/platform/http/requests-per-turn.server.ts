import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * How many requests one turn of the event loop starts (decision 103). A turn starts every request
 * whose bytes arrived since the last one: with 50 visitors on the public pages, 50 pages' work,
 * 10-20 ms at full speed and two to five times that on a shared core. Every other wait of the
 * turn's I/O (an upload's next socket read, a photo's file write, a /healthz check) waits behind
 * it, and a photo quote takes 15-20 such turns. Eight pages' work a turn keeps those waits to a
 * few milliseconds; the pages wait their turn instead, in the order they came.
 */
const REQUESTS_PER_TURN = 8;

/**
 * `handler`, starting at most `limit` requests a turn of the event loop: the others wait, in the
 * order they came, for the turns after it (each behind the socket reads and timers that came due).
 */
export function startingAtMostPerTurn(handler: RequestListener, limit = REQUESTS_PER_TURN): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let started = 0;
  let turnEnding = false;
  // Runs after the turn's I/O callbacks (setImmediate): the next turn may start `limit` more.
  const endTurn = () => {
    for (const [req, res] of waiting.splice(0, limit)) handler(req, res);
    started = 0;
    // Still some waiting: the next turn's new requests go after them.
    turnEnding = waiting.length > 0;
    if (turnEnding) setImmediate(endTurn);
  };
  return (req, res) => {
    if (!turnEnding) {
      turnEnding = true;
      setImmediate(endTurn);
    }
    if (waiting.length === 0 && started < limit) {
      started++;
      handler(req, res);
    } else waiting.push([req, res]);
  };
}
