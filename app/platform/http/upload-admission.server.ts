import type { NextFunction, Request, Response } from "express";

import { addressKey } from "./client-address";

/** Why an upload is not read: the route answers in its own words (the form keeps what was typed). */
export type UploadRefusal = "client-busy" | "server-busy";

export interface UploadAdmissionOptions {
  /** Uploads one client address may have under way at once. */
  perClient: number;
  /** Bytes of uploads the server takes in at once; a body without a length counts as `maxBodyBytes`. */
  bytesInFlight: number;
  maxBodyBytes: number;
}

/**
 * Admits a photo upload before a byte of it is read: at most `perClient` at
 * a time from one address, and at most `bytesInFlight` bytes under way in
 * all, so a crowd of slow uploads cannot pin the server's memory or disk.
 * A refused upload goes on to its route with an empty body and
 * `res.locals.uploadRefusal` set; the rest of the body is discarded once
 * the route has answered.
 */
export function admitUploads({ perClient, bytesInFlight, maxBodyBytes }: UploadAdmissionOptions) {
  const uploadsByClient = new Map<string, number>();
  let bytesUnderWay = 0;

  return (req: Request, res: Response, next: NextFunction) => {
    const client = addressKey(req.ip);
    const declared = Number(req.get("Content-Length"));
    const bytes = Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBodyBytes) : maxBodyBytes;
    const clientUploads = uploadsByClient.get(client) ?? 0;

    const refusal: UploadRefusal | undefined =
      clientUploads >= perClient ? "client-busy" : bytesUnderWay + bytes > bytesInFlight ? "server-busy" : undefined;
    if (refusal) {
      res.locals.uploadRefusal = refusal;
      req.body = Buffer.alloc(0);
      return next();
    }

    uploadsByClient.set(client, clientUploads + 1);
    bytesUnderWay += bytes;
    res.once("close", () => {
      bytesUnderWay -= bytes;
      const left = (uploadsByClient.get(client) ?? 1) - 1;
      if (left > 0) uploadsByClient.set(client, left);
      else uploadsByClient.delete(client);
    });
    next();
  };
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
