import type { NextFunction, Request, Response } from "express";

import { spanishPaths } from "~/content/spanish-paths.js";

// Every public page's address is lower case, in both languages (/about, /es/contacto,
// /services/tree-removal, /es/servicios/quitar-arboles). Remix matches routes without regard
// to case, so /ABOUT would be a second copy of /about for search engines: it is sent on.
const pages = new Set(["/", ...Object.keys(spanishPaths.pages), ...Object.values(spanishPaths.pages)]);
const servicePrefixes = ["/services/", `${spanishPaths.pages["/services"]}/`];

const isPublicPage = (path: string) =>
  pages.has(path) || servicePrefixes.some((prefix) => path.startsWith(prefix) && !path.includes("/", prefix.length));

/**
 * Express middleware, before the page cache: a GET or HEAD of a public page in other than
 * lower case answers 301 to its canonical address, query kept. Tokens in visitors' links,
 * assets and staff or API paths keep their case (they are not public pages).
 */
export function redirectToLowerCase(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const lower = req.path.toLowerCase();
  if (lower === req.path || !isPublicPage(lower.replace(/(.)\/$/, "$1"))) return next();
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(301, lower + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
}
