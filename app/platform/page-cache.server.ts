import crypto from "node:crypto";
import { gzipSync } from "node:zlib";

import type { NextFunction, Request, Response } from "express";

/**
 * Public pages are the same for every anonymous visitor until staff change the
 * phone number or a page's SEO record, so the server keeps each rendered page
 * in memory and answers repeat visits without rendering. Anything personal
 * (a toast, a staff session) or parameterised (a query string) bypasses it.
 */

const MAX_ENTRIES = 200;
const BYPASS_PREFIXES = ["/admin", "/api", "/build", "/healthz"];
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__session|__toast)=/;

interface CachedPage {
  version: string;
  etag: string;
  /** The CSP nonce the page was rendered with; its inline scripts carry it. */
  nonce: string;
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
    if (typeof csp === "string") {
      res.setHeader("Content-Security-Policy", csp.replace(/'nonce-[^']*'/, `'nonce-${page.nonce}'`));
    }
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
      if (cached && cached.version === version) {
        // Re-insert to keep the most recently used entries at the end.
        pages.delete(req.path);
        pages.set(req.path, cached);
        return send(req, res, cached);
      }

      const response = await render(toFetchRequest(req), req, res);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-length");
      const cacheable = response.status === 200 && !response.headers.has("Set-Cookie");
      if (!cacheable) {
        res.status(response.status);
        for (const [name, value] of headers) res.append(name, value);
        return res.end(req.method === "HEAD" ? undefined : body);
      }

      const page: CachedPage = {
        version,
        etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        nonce: String(res.locals.cspNonce ?? ""),
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
