import crypto from "node:crypto";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

import type { NextFunction, Request, Response } from "express";
import Negotiator from "negotiator";

import { inlineScriptHashes, withoutNonce, withScriptHashes } from "./csp.server";
import { toFetchRequest } from "./fetch-request.server";
import { applyHtmlPatch } from "./html-patch.server";

/**
 * Public pages are the same for every anonymous visitor until the data they
 * are rendered from changes (the phone number, a page's SEO record), so the
 * server keeps each rendered page in memory, with the version of that data it
 * was rendered at, and answers repeat visits without rendering. Anything personal
 * (a toast, a staff session) or parameterised (a query string) bypasses it.
 */

const MAX_ENTRIES = 200;
/** Pages carry the quote form's spam-trap time stamp: re-rendered hourly so it never looks stale. */
const MAX_AGE_MS = 60 * 60 * 1000;
/** `/visit/<token>`: a visitor's own estimate visit; `/r/<token>` and `/unsubscribe/<token>`: a review email's links; `/confirm/<token>`: an address's confirmation. */
const BYPASS_PREFIXES = ["/admin", "/api", "/build", "/healthz", "/visit", "/r", "/unsubscribe", "/confirm"];
/** A staff session, a toast, or the thank-you for a quote request just sent (leads/intake/quote-sent.server.ts). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__session|__toast|__quote_sent)=/;
const PERSONAL_CACHE_CONTROL = "private, max-age=0";

interface CachedPage {
  version: string;
  renderedAt: number;
  etag: string;
  /**
   * CSP hash sources of the page's inline scripts. A nonce shared by every
   * visitor would be public, so cached pages are allowed by hash instead.
   */
  scriptHashes: string[];
  headers: Array<[string, string]>;
  body: Buffer;
  gzipped: Buffer;
  /** Quality 5 at first, replaced by quality 11 made in the background. */
  brotli: Buffer;
  /**
   * Every header a visitor gets (security headers and CSP included), as the
   * first answer sent them: repeat visits write them as they are.
   */
  sentHeaders?: OutgoingHttpHeaders;
}

/** A public page (not the staff area, the API, a build file or a data request), read with GET or HEAD. */
export function isPageRequest(req: Pick<Request, "method" | "path">) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (BYPASS_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return false;
  return !/\.[a-z0-9]+$/i.test(req.path); // sitemap.xml, robots.txt: cheap, leave them alone
}

export function isCacheableRequest(req: Pick<Request, "method" | "path" | "url" | "headers">) {
  if (!isPageRequest(req) || req.url.includes("?")) return false;
  return !PERSONAL_COOKIES.test(req.headers.cookie ?? "");
}

/**
 * A cookie set for this visitor before the cache answered (the visit's first
 * touch, leads/intake/first-touch.server.ts) goes out with this answer only: it is
 * never remembered with the page, and the answer is private, so no shared
 * cache (a CDN, a proxy) keeps it for others.
 */
function privateIfPersonal(res: Response, headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return res.hasHeader("Set-Cookie") ? { ...headers, "cache-control": PERSONAL_CACHE_CONTROL } : headers;
}

interface Options {
  /**
   * Moves with every change to what public pages read, by this process or another, and
   * only then: a cached page is never older than its data, and a lead or a health check keeps it.
   */
  contentVersion: () => string;
  /** Renders the page (a GET without body); resolves to a Fetch Response. */
  render: (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;
  cacheControl: string;
}

/** @types/negotiator describes 0.6; negotiator 1 takes the server's own preference as a second argument. */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

function negotiateEncoding(headers: IncomingHttpHeaders) {
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  return negotiator.encoding(["br", "gzip", "identity"], { preferred: ["br", "gzip"] });
}

export function createPageCache({ contentVersion, render, cacheControl }: Options) {
  const pages = new Map<string, CachedPage>();

  /** The page for this request if it is cached and current. */
  function freshPage(req: Request) {
    if (!isCacheableRequest(req)) return undefined;
    const cached = pages.get(req.path);
    if (!cached || cached.version !== contentVersion() || Date.now() - cached.renderedAt >= MAX_AGE_MS)
      return undefined;
    // Re-insert to keep the most recently used entries at the end.
    pages.delete(req.path);
    pages.set(req.path, cached);
    return cached;
  }

  /** The body for the client's Accept-Encoding (its q-values and `q=0` honoured), and how it is encoded. */
  function encodedBody(headers: IncomingHttpHeaders, page: CachedPage) {
    // Among encodings the client likes equally (browsers send "gzip, deflate, br"), ours wins: br.
    switch (negotiateEncoding(headers)) {
      case "br":
        return { encoding: "br", body: page.brotli };
      case "gzip":
        return { encoding: "gzip", body: page.gzipped };
      default:
        return { encoding: undefined, body: page.body };
    }
  }

  /** The first answer with a cached page: Express headers, helmet's included, then remembered for repeat visits. */
  function send(req: Request, res: Response, page: CachedPage) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") res.setHeader("Content-Security-Policy", withScriptHashes(csp, page.scriptHashes));
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    // Remembered for every visitor, so without this visitor's cookie.
    const { "set-cookie": _visitorCookie, ...shared } = res.getHeaders();
    page.sentHeaders = shared;
    if (res.hasHeader("Set-Cookie")) res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    const { encoding, body } = encodedBody(req.headers, page);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Repeat visits, placed before the rest of the middleware: a current cached
   * page goes out with the headers its first answer had, with no nonce,
   * header building, compression, static file lookup or request log.
   */
  function serveCachedPage(req: Request, res: Response, next: NextFunction) {
    let page: CachedPage | undefined;
    try {
      page = freshPage(req);
    } catch (error) {
      return next(error);
    }
    if (!page?.sentHeaders) return next();
    const sentHeaders = privateIfPersonal(res, page.sentHeaders);
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, sentHeaders);
      res.end();
      return;
    }
    const { encoding, body } = encodedBody(req.headers, page);
    const headers = { ...sentHeaders, "content-length": body.length };
    if (encoding) headers["content-encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function renderAndCache(req: Request, res: Response, next: NextFunction) {
    if (!isCacheableRequest(req)) return next();
    try {
      const version = contentVersion();
      const cached = freshPage(req);
      if (cached) return send(req, res, cached);

      // Always rendered as GET: a HEAD render has no body, and the page is cached for GETs too.
      const response = await render(toFetchRequest(req, res, { method: "GET" }), req, res);
      const rendered = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-length");
      // A page that asks not to be stored (a visitor's own page, whatever its address) is never kept.
      const cacheable =
        response.status === 200 &&
        !response.headers.has("Set-Cookie") &&
        !/no-store|private/.test(response.headers.get("Cache-Control") ?? "");
      if (!cacheable) return sendUncached(res, req, response.status, headers, rendered);

      // Hashed once here, so the gzipped bytes below stay valid for every visitor.
      const html = applyHtmlPatch(withoutNonce, rendered.toString("utf8"), String(res.locals.cspNonce ?? ""));
      if (html === undefined) return sendUncached(res, req, response.status, headers, rendered);
      const body = Buffer.from(html);
      const page: CachedPage = {
        version,
        renderedAt: Date.now(),
        etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        scriptHashes: inlineScriptHashes(html),
        headers,
        body,
        gzipped: gzipSync(body),
        // A fast brotli at once, so a br-only client is never sent the page uncompressed; the best one follows.
        brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      };
      pages.set(req.path, page);
      if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
      brotliCompress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, (error, brotli) => {
        if (!error) page.brotli = brotli;
      });
      send(req, res, page);
    } catch (error) {
      next(error);
    }
  }

  return { serveCachedPage, renderAndCache };
}

function sendUncached(res: Response, req: Request, status: number, headers: Array<[string, string]>, body: Buffer) {
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
  res.end(req.method === "HEAD" ? undefined : body);
}
