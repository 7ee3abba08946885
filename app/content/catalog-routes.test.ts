import fs from "node:fs";
import path from "node:path";

// Remix's own reading of app/routes (exported as UNSAFE_flatRoutes by @remix-run/dev, whose index
// also loads Vite's deprecated CJS API and warns); Remix v2 is at its last version.
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { describe, expect, it } from "vitest";

import remixConfig from "../../remix.config.js";
import { publicPages } from "./pages";

const appDir = path.resolve(import.meta.dirname, "..");

/**
 * The app's pages as Remix reads them: app/routes by its own flat-routes convention (with the
 * remix.config.js ignores) and the Spanish pages remix.config.js adds; each route's full path,
 * and whether it renders a page (a default export) or is a resource route (robots.txt, the
 * sitemap XML, the API).
 */
function routePages() {
  const spanishRoutes = remixConfig.routes!(defineRoutes) as ReturnType<typeof defineRoutes>;
  const manifest = { ...flatRoutes(appDir, remixConfig.ignoredRouteFiles), ...spanishRoutes };
  const fullPath = (id: string): string => {
    const route = manifest[id];
    if (!route) return "";
    const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(manifest)
    .map((route) => ({
      file: route.file,
      path: fullPath(route.id) || "/",
      source: routeSource(route.file),
    }))
    .filter((route) => /^export default /m.test(route.source));
}

/**
 * A route file's source; a Spanish route's thin module (app/spanish-routes/) is the English
 * route's module re-exported under "?es", so its source is that module's.
 */
function routeSource(file: string): string {
  const source = fs.readFileSync(path.join(appDir, file), "utf8");
  const target = /from "\.\.\/(routes\/[^"]+)\?es";/.exec(source)?.[1];
  return target ? fs.readFileSync(path.join(appDir, target), "utf8") : source;
}

/** A route path as a pattern: ":slug" takes one segment, "*" (the not-found page) anything. */
const pattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(/\/:[^/]+/g, "/[^/]+").replace(/\/\*$/, "(/.*)?")}$`);

/**
 * Visitors' pages: not the staff area, not the catch-all not-found page, and not a
 * visitor's personal page, named by the token in its URL (/visit/:token,
 * /unsubscribe/:token): never listed, never indexed.
 */
const publicRoutes = routePages().filter(
  (route) => !/^\/admin(\/|$)/.test(route.path) && !route.path.endsWith("*") && !route.path.includes("/:token"),
);

describe("the page catalog (app/content/pages.ts)", () => {
  it("finds the public routes to compare (the reading of app/routes works)", () => {
    expect(publicRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/", "/services/:slug"]));
  });

  it("has a route for every page it lists", () => {
    const unrouted = publicPages.filter((page) => !publicRoutes.some((route) => pattern(route.path).test(page.path)));
    expect(unrouted.map((page) => page.path)).toEqual([]);
  });

  it("lists every public route: a new page needs its entry (SEO defaults, sitemap, title)", () => {
    const unlisted = publicRoutes.filter((route) => !publicPages.some((page) => pattern(route.path).test(page.path)));
    expect(unlisted.map((route) => route.file)).toEqual([]);
  });

  it("has every public route export its structuredData (the document writes it: root.tsx)", () => {
    const without = publicRoutes.filter(
      (route) => !/^export (const|(async )?function) structuredData\b/m.test(route.source),
    );
    expect(without.map((route) => route.file)).toEqual([]);
  });
});
