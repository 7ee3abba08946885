import crypto from "node:crypto";
import { gzipSync } from "node:zlib";

import type { NextFunction, Request, Response } from "express";

import { inlineScriptHashes, withoutNonce, withScriptHashes } from "./csp.server";

/**
 * Public pages are the same for every anonymous visitor until staff change the
 * phone number or a page's SEO record, so the server keeps each rendered page
 * in memory and answers repeat visits without rendering. Anything personal
 * (a toast, a staff session) or parameterised (a query string) bypasses it.
 */

const MAX_ENTRIES = 200;
/** Pages carry the quote form's spam-trap time stamp: re-rendered hourly so it never looks stale. */
const MAX_AGE_MS = 60 * 60 * 1000;
const BYPASS_PREFIXES = ["/admin", "/api", "/build", "/healthz"];
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__session|__toast)=/;

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
}

const localChanges = { count: 0 };

/** Called after staff change anything public pages show. */
export function invalidatePublicPages() {
  localChanges.count += 1;
}

export function isCacheableRequest(req: Pick<Request, "method" | "path" | "url" | "headers">) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.url.includes("?")) return false;
  if (BYPASS_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return false;
  if (/\.[a-z0-9]+$/i.test(req.path)) return false; // sitemap.xml, robots.txt: cheap, leave them alone
  return !PERSONAL_COOKIES.test(req.headers.cookie ?? "");
}

interface Options {
  /** Changes whenever stored content may have changed (e.g. SQLite data_version + local changes). */
  contentVersion: () => string;
  /** Renders the page (a GET without body); resolves to a Fetch Response. */
  render: (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;
  cacheControl: string;
}

function toFetchRequest(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  // Always render as GET: a HEAD render has no body, and the page is cached for GETs too.
  return new globalThis.Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: "GET",
    headers,
  });
}

export function createPageCache({ contentVersion, render, cacheControl }: Options) {
  const pages = new Map<string, CachedPage>();

  function versionNow() {
    return `${contentVersion()}:${localChanges.count}`;
  }

  function send(req: Request, res: Response, page: CachedPage) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") res.setHeader("Content-Security-Policy", withScriptHashes(csp, page.scriptHashes));
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? page.gzipped : page.body;
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  return async function pageCache(req: Request, res: Response, next: NextFunction) {
    if (!isCacheableRequest(req)) return next();
    try {
      const version = versionNow();
      const cached = pages.get(req.path);
      if (cached && cached.version === version && Date.now() - cached.renderedAt < MAX_AGE_MS) {
        // Re-insert to keep the most recently used entries at the end.
        pages.delete(req.path);
        pages.set(req.path, cached);
        return send(req, res, cached);
      }

      const response = await render(toFetchRequest(req), req, res);
      const rendered = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-length");
      const cacheable = response.status === 200 && !response.headers.has("Set-Cookie");
      if (!cacheable) {
        res.status(response.status);
        for (const [name, value] of headers) res.append(name, value);
        return res.end(req.method === "HEAD" ? undefined : rendered);
      }

      // Hashed once here, so the gzipped bytes below stay valid for every visitor.
      const html = withoutNonce(rendered.toString("utf8"), String(res.locals.cspNonce ?? ""));
      const body = Buffer.from(html);
      const page: CachedPage = {
        version,
        renderedAt: Date.now(),
        etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        scriptHashes: inlineScriptHashes(html),
        headers,
        body,
        gzipped: gzipSync(body),
      };
      pages.set(req.path, page);
      if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
      send(req, res, page);
    } catch (error) {
      next(error);
    }
  };
}
