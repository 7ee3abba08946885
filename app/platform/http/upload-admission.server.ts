import type { NextFunction, Request, Response } from "express";

import { addressKey } from "./client-address";

/** Why a photo upload is not taken in: the route answers in its own words, the visitor's text kept. */
export type UploadRefusal = "client-busy" | "server-busy" | "too-slow";

export interface UploadBudgetOptions {
  /** Photo bytes received and not yet stored, all uploads together (UPLOADS_IN_FLIGHT_MB). */
  totalBytes: number;
  /** What one client (an address, an IPv6 /64) may hold of it at once. */
  perClientBytes: number;
  /** The whole body of an upload must have arrived this long after its request began. */
  deadlineMs: number;
  /** What all uploads together may hold in memory (UPLOAD_MEMORY_BYTES unless a test says). */
  memoryBytes?: number;
}

/**
 * What one upload request may take in, handed to its route. Photo bytes are
 * counted as they arrive (`take`), never what the request declares, and given
 * back when the request ends; a post without photos counts nothing.
 */
export interface UploadAllowance {
  /** Refused before a byte of it was read: `take` refuses every byte, so a route reading its text drops the photos. */
  readonly refused?: UploadRefusal;
  /**
   * What this upload holds in memory now (bytes read from the client, not yet on disk), counted
   * with the others' until the request ends.
   */
  holdsInMemory(measure: () => number): void;
  /** Resolves once all uploads together hold at most their memory (UPLOAD_MEMORY_BYTES): read the next bytes then. */
  roomInMemory(): Promise<void>;
  /** Counts `bytes` more photo received; the refusal when it does not fit (nothing is counted then). */
  take(bytes: number): UploadRefusal | undefined;
  /** Aborts when the upload's time is up: the route answers with what it has read. */
  readonly expired: AbortSignal;
}

/** A post that streams nothing to disk (a text-only quote, a body the guards read already). */
export const noUpload: UploadAllowance = {
  take: () => undefined,
  expired: new AbortController().signal,
  holdsInMemory: () => {},
  roomInMemory: () => Promise.resolve(),
};

/** An upload refused before it is read: a route that still reads its text drops every photo byte. */
export function refusedUpload(refusal: UploadRefusal): UploadAllowance {
  return { ...noUpload, refused: refusal, take: () => refusal };
}

/**
 * The bytes all uploads together may hold in memory, read from their clients and not yet written
 * to disk. Each holds up to about 3 MB when the disk falls behind (decision 063's 1 MB buffers):
 * in a storm of 20 photo quotes a second a few hundred were read at once, 710 MB (issue #44). Past
 * it, no upload reads more from its client until the disk has taken some: the client's bytes wait
 * in the network's buffers. A slow client holds none of it (what it sent is on disk).
 */
const UPLOAD_MEMORY_BYTES = 16 * 1024 * 1024;
/** How often uploads waiting for memory look again: the disk writes a 1 MB buffer in about a millisecond. */
const MEMORY_CHECK_MS = 5;

/** The memory the uploads being read hold, and the uploads waiting for room in it. */
function createUploadMemory(limit: number) {
  const measures = new Set<() => number>();
  let waiting: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;
  const held = () => {
    let total = 0;
    for (const measure of measures) total += measure();
    return total;
  };
  const check = () => {
    timer = undefined;
    if (held() > limit) {
      timer = setTimeout(check, MEMORY_CHECK_MS);
      return;
    }
    const ready = waiting;
    waiting = [];
    for (const resolve of ready) resolve();
  };
  return {
    hold(measure: () => number, res: Response) {
      measures.add(measure);
      res.once("close", () => measures.delete(measure));
    },
    room() {
      if (waiting.length === 0 && held() <= limit) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        timer ??= setTimeout(check, MEMORY_CHECK_MS);
      });
    },
  };
}

/**
 * A crowd of slow uploads can hold neither the server's disk nor the form:
 * each upload holds only the photo bytes it has actually sent, one client at
 * most its share, and every upload has a deadline for its whole body, after
 * which it is answered and its connection closed.
 */
export function createUploadBudget({
  totalBytes,
  perClientBytes,
  deadlineMs,
  memoryBytes = UPLOAD_MEMORY_BYTES,
}: UploadBudgetOptions) {
  const heldByClient = new Map<string, number>();
  let held = 0;
  const memory = createUploadMemory(memoryBytes);

  function allowanceFor(req: Request, res: Response): UploadAllowance {
    const client = addressKey(req.ip);
    const deadline = new AbortController();
    let mine = 0;
    const timer = setTimeout(() => {
      if (req.complete) return;
      deadline.abort();
      res.locals.uploadExpired = true;
      // The route has a moment to answer with the visitor's text; then the connection goes.
      setTimeout(() => req.destroy(), ANSWER_GRACE_MS).unref();
    }, deadlineMs);
    timer.unref();
    res.once("close", () => {
      clearTimeout(timer);
      held -= mine;
      const left = (heldByClient.get(client) ?? 0) - mine;
      if (left > 0) heldByClient.set(client, left);
      else heldByClient.delete(client);
    });
    return {
      expired: deadline.signal,
      holdsInMemory: (measure) => memory.hold(measure, res),
      roomInMemory: memory.room,
      take(bytes) {
        if (deadline.signal.aborted) return "too-slow";
        const clientHeld = heldByClient.get(client) ?? 0;
        if (clientHeld + bytes > perClientBytes) return "client-busy";
        if (held + bytes > totalBytes) return "server-busy";
        mine += bytes;
        held += bytes;
        heldByClient.set(client, clientHeld + bytes);
        return undefined;
      },
    };
  }

  return {
    /** Express middleware for an upload's request: its allowance in `res.locals.upload`. */
    admit(req: Request, res: Response, next: NextFunction) {
      res.locals.upload = allowanceFor(req, res);
      next();
    },
    /** Photo bytes held now, all uploads together. */
    heldBytes: () => held,
  };
}

/** How long an upload past its deadline has to be answered before its connection is closed. */
const ANSWER_GRACE_MS = 5_000;

/** Whether this request's upload ran out of time: its answer closes the connection without waiting for the rest. */
export function uploadExpired(res: Response) {
  return res.locals.uploadExpired === true;
}

export interface BodyProgressOptions {
  /** How often progress is checked, in ms. */
  windowMs: number;
  /** Bytes a client must send in each window until its body is complete. */
  minBytes: number;
}

/**
 * Ends a request whose body trickles in (a byte every few seconds holds a
 * connection, and whatever the route has read, for as long as the client
 * likes): each window must bring `minBytes` more from the socket. A window
 * in which the server itself stopped reading (the route was busy with what
 * it had) does not count against the client.
 */
export function requireBodyProgress({ windowMs, minBytes }: BodyProgressOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.complete) return next();
    let lastRead = req.socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || req.destroyed) return clearInterval(timer);
      const read = req.socket.bytesRead;
      const serverWaiting = req.isPaused();
      if (!serverWaiting && read - lastRead < minBytes) {
        clearInterval(timer);
        if (!res.headersSent) res.writeHead(408, { Connection: "close", "Content-Type": "text/plain; charset=utf-8" });
        res.end("The request was sent too slowly.");
        req.destroy();
        return;
      }
      lastRead = read;
    }, windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once("end", stop);
    res.once("close", stop);
    next();
  };
}
