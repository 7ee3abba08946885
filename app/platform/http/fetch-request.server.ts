import type { Request, Response } from "express";

/**
 * The host the client asked for, port included. X-Forwarded-Host counts only
 * when the connection comes from a trusted proxy (TRUST_PROXY), as Express
 * decides for req.hostname and req.protocol.
 */
export function requestHost(req: Request) {
  const trustProxy = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = trustProxy(req.socket.remoteAddress, 0)
    ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim()
    : undefined;
  return forwarded || req.get("Host");
}

const HOST_CHARACTERS = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A host a URL can be built from: a name or an IP literal the URL parser takes, and a port from 1 to 65535. */
export function isValidHost(host: string) {
  if (!HOST_CHARACTERS.test(host) || !URL.canParse(`http://${host}/`)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) >= 1;
}

/**
 * The one conversion of an Express request into a Fetch Request, for the Remix
 * handler and the page cache alike. The body is the one the request guards
 * read within its limit; the signal aborts when the response can no longer be sent.
 */
export function toFetchRequest(req: Request, res: Response, options: { method?: string } = {}) {
  const method = options.method ?? req.method;
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    for (const value of [values ?? []].flat()) headers.append(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const takesBody = method !== "GET" && method !== "HEAD";
  const body = !takesBody ? undefined : Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : streamedBody(req);
  return new globalThis.Request(`${req.protocol}://${requestHost(req)}${req.originalUrl}`, {
    method,
    headers,
    signal: controller.signal,
    body,
    // Required by fetch for a streamed body.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

/**
 * The body the request guards left unread (a photo upload), read as the route
 * asks for it. A route that stops reading (a limit was passed) leaves the rest
 * to be discarded, never the socket destroyed: the client must still read the
 * answer (see remix-handler.server.ts).
 */
function streamedBody(req: Request) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        // A view of the chunk, not a copy: a photo's bytes are allocated once, not twice (issue #44 item 3).
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.removeAllListeners("data");
      req.resume();
    },
  });
}
