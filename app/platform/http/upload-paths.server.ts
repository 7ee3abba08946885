import type { ServerBuild } from "@remix-run/node";
import { matchPath } from "@remix-run/react";

type RouteEntry = ServerBuild["routes"][string];

/** A route's URL pattern, its parents' paths joined ("services/:slug" under the root is "/services/:slug"). */
function routePattern(routes: ServerBuild["routes"], route: RouteEntry) {
  const segments: string[] = [];
  for (let current: RouteEntry | undefined = route; current; current = routes[current.parentId ?? ""]) {
    if (current.path) segments.unshift(current.path);
  }
  return `/${segments.join("/")}`;
}

/**
 * The page a request posts to: the page itself, or its single-fetch data URL
 * (`/contact.data`, and `/_root.data` for the home page), which is where the
 * browser sends a form once JavaScript runs.
 */
export function pagePathOf(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Whether a URL path reaches a route whose module passes `takesUploads`,
 * derived from the build's own routes: a new page that takes uploads is
 * covered as soon as its action is one that does, with no list to keep.
 */
export function uploadPathMatcher(
  routes: ServerBuild["routes"],
  takesUploads: (module: RouteEntry["module"]) => boolean,
) {
  const patterns = Object.values(routes)
    .filter((route) => takesUploads(route.module))
    .map((route) => routePattern(routes, route));
  return (pathname: string) => {
    const page = pagePathOf(pathname);
    return patterns.some((pattern) => matchPath({ path: pattern, end: true }, page) !== null);
  };
}
