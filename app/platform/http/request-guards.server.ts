import { finished } from "node:stream";

import type { NextFunction, Request, RequestHandler, Response } from "express";
import getRawBody from "raw-body";

import { noteRequest } from "../visitor-activity.server";
import { isValidHost, requestHost } from "./fetch-request.server";
import { createUploadBudget, requireBodyProgress, type UploadBudgetOptions } from "./upload-admission.server";

const KB = 1024;
/** Every body is refused past this size while it streams in; routes may check tighter (a quote request: 16 KB). */
const DEFAULT_BODY_LIMIT = 64 * KB;
/** The SEO editor sends up to 20,000 characters of structured data and a list of alt texts. */
const BODY_LIMITS: Array<[pathPrefix: string, bytes: number]> = [
  ["/admin/seo", 256 * KB],
  ["/api/seo", 256 * KB],
];

/** Whether a URL path is one a photo upload is posted to (its page, its data URL, the API). */
export type UploadPathTest = (path: string) => boolean;

/**
 * A multipart post to a route that takes photos is not read ahead but
 * streamed to the route, which parses it with its own limits (30 MB, 10 MB a
 * photo), so a dozen visitors uploading at once never sit in memory whole.
 */
function isStreamedUpload(req: Request, isUploadPath: UploadPathTest) {
  return (
    req.method === "POST" && isUploadPath(req.path) && /^multipart\/form-data\b/i.test(req.get("Content-Type") ?? "")
  );
}

export function bodyLimitFor(path: string) {
  return (
    BODY_LIMITS.find(
      ([prefix]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}/`),
    )?.[1] ?? DEFAULT_BODY_LIMIT
  );
}

/** Every method a route here answers; others (TRACE, CONNECT, …) stop before anything reads the request. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function rejectUnsupportedMethods(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", "));
  refuse(req, res, 405, "Method not allowed.");
}

/**
 * 400 for a Host or X-Forwarded-Host no URL can be built from, instead of a
 * failure deeper down. Both are checked; X-Forwarded-Host is used only from a
 * trusted proxy (requestHost).
 */
function rejectInvalidHost(req: Request, res: Response, next: NextFunction) {
  const forwarded = req.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  const hosts = [requestHost(req), ...(forwarded === undefined ? [] : [forwarded])];
  if (hosts.every((host) => host !== undefined && isValidHost(host))) return next();
  refuse(req, res, 400, "Invalid Host header.");
}

/**
 * The cross-site check Remix applies to page actions, answered 403 here: Remix
 * itself throws, which the client sees as a 500. The API routes are checked
 * the same way for bodies a plain HTML form can send (a quote posted to
 * /api/contact from another site); JSON needs CORS, which they don't grant.
 */
function rejectCrossSiteActions(req: Request, res: Response, next: NextFunction) {
  // An API client sends JSON; a body any cross-site form can send is checked like a page's form.
  const formLike = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i.test(
    req.get("Content-Type") ?? "",
  );
  const checked =
    ["POST", "PUT", "PATCH", "DELETE"].includes(req.method) && (!req.path.startsWith("/api/") || formLike);
  if (!checked || originMatchesHost(req)) return next();
  refuse(req, res, 403, "Cross-site form posts are not accepted.");
}

function originMatchesHost(req: Request) {
  const origin = req.get("Origin");
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return false;
  }
  return !originHost || originHost === requestHost(req);
}

/**
 * Reads the body before any route sees it, stopping at the route's limit: a
 * declared Content-Length over it is refused before a byte is read, a chunked
 * body as soon as it passes it. Routes then get at most that many bytes
 * (photo uploads excepted: they are streamed, within the route's own limits).
 */
function limitRequestBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  getRawBody(req, { limit: bodyLimitFor(req.path), length: req.get("Content-Length") }, (error, body) => {
    if (!error) {
      req.body = body;
      return next();
    }
    if (error.type === "entity.too.large") return refuseTooLarge(req, res);
    if (error.type === "request.aborted") return; // the client is gone
    refuse(req, res, 400, "The request body could not be read.");
  });
}

/**
 * 413, and the connection is closed afterwards. The client may still be
 * sending: closing at once would reset the connection before it reads the
 * answer, so the rest of the body is read and discarded first.
 */
function refuseTooLarge(req: Request, res: Response) {
  const { type, body } = errorBody(req, "The request is too large.");
  res.writeHead(413, {
    Connection: "close",
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.write(body);
  req.resume();
  finished(req, () => res.end());
}

function refuse(req: Request, res: Response, status: number, message: string) {
  const { type, body } = errorBody(req, message);
  res.status(status).type(type).set("Cache-Control", "no-store").send(body);
}

function errorBody(req: Request, message: string) {
  return req.path.startsWith("/api/")
    ? { type: "application/json", body: JSON.stringify({ success: false, message }) }
    : { type: "text/plain; charset=utf-8", body: message };
}

/** A body must keep coming: at least this much in each window (REQUEST_BODY_TIMEOUT_SECONDS), or the request is ended (408). */
const MIN_BODY_BYTES_PER_WINDOW = 16 * KB;

/**
 * Every guard, in the order they apply: before compression, caching and Remix.
 * Photo uploads are streamed to their route with an allowance (bytes received,
 * a client's share, a deadline); every other body is read here within its path's limit.
 */
export function createRequestGuards(options: {
  isUploadPath: UploadPathTest;
  uploads: UploadBudgetOptions;
  bodyTimeoutMs: number;
}): RequestHandler[] {
  const uploads = createUploadBudget(options.uploads);
  const readOrStream: RequestHandler = (req, res, next) =>
    isStreamedUpload(req, options.isUploadPath) ? uploads.admit(req, res, next) : limitRequestBodies(req, res, next);
  return [
    (_req, _res, next) => {
      noteRequest();
      next();
    },
    rejectUnsupportedMethods,
    rejectInvalidHost,
    rejectCrossSiteActions,
    requireBodyProgress({ windowMs: options.bodyTimeoutMs, minBytes: MIN_BODY_BYTES_PER_WINDOW }),
    readOrStream,
  ];
}
