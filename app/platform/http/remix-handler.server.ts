import { finished } from "node:stream";

import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

import { toFetchRequest } from "./fetch-request.server";
import { uploadExpired } from "./upload-admission.server";

/**
 * What @remix-run/express's handler does, except that the body comes from
 * `req.body`: the request guards have already read it within its size limit,
 * so Remix gets those bytes and never reads the socket itself.
 */
export function createRemixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), getLoadContext(req, res));
      // An upload past its deadline is answered now and its connection closed: the rest of its body is not awaited.
      const closing = uploadExpired(res);
      if (closing && !res.headersSent) res.setHeader("Connection", "close");
      await send(res, response);
      if (!closing) await requestRead(req);
      if (closing) res.once("finish", () => req.socket.destroy());
      res.end();
    } catch (error) {
      next(error);
    }
  };
}

async function send(res: Response, response: globalThis.Response) {
  // Already answered by a guard (a body sent too slowly ends the request on its own).
  if (res.headersSent || res.destroyed) return;
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  // Every 413 ends the connection, like the guards' own: the client may have more body on the way.
  if (response.status === 413) res.setHeader("Connection", "close");
  if (response.body) await writeBody(response.body, res);
}

/**
 * Waits until the client has sent its whole request, the part a route did not
 * read (a photo upload over a limit) discarded: ending the answer before that
 * would reset the connection, and the client would never read it.
 */
async function requestRead(req: Request) {
  if (req.complete || req.destroyed) return;
  // Whatever the route left unread is dropped, not buffered for a reader that is gone.
  req.removeAllListeners("data");
  req.resume();
  await new Promise<void>((resolve) => finished(req, () => resolve()));
}

/**
 * Remix's own writer, except that it waits while the client is slow to read:
 * a long CSV export is then read from the database as it is sent, not
 * buffered in memory. (A stream pipeline does the same at several times the
 * cost of a small answer.)
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: Response) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (!res.write(value) && !res.destroyed) await drainedOrClosed(res);
    // The client left: stop reading (the CSV's cursor is released).
    if (res.destroyed) return reader.cancel();
  }
}

function drainedOrClosed(res: Response) {
  return new Promise<void>((resolve) => {
    const settle = () => {
      res.off("drain", settle);
      res.off("close", settle);
      resolve();
    };
    res.on("drain", settle);
    res.on("close", settle);
  });
}
