import { spanishPaths } from "./app/content/spanish-paths.js";

/**
 * Each Spanish page is served by its English page's route module under a second route id
 * (docs/decisions/060-spanish-pages.md): one module per page, its language read from the URL.
 * The Spanish route's file (app/spanish-routes/) re-exports that module under another name, so
 * each route's browser file holds the page's code (docs/decisions/062-spanish-route-files.md).
 */
const spanishRoutes = [
  ["/", "routes/_index.tsx"],
  ["/about", "routes/about.tsx"],
  ["/services", "routes/services._index.tsx"],
  ["/service-areas", "routes/service-areas.tsx"],
  ["/contact", "routes/contact.tsx"],
  ["/sitemap", "routes/sitemap.tsx"],
  ["/privacy-policy", "routes/privacy-policy.tsx"],
  ["/terms-of-service", "routes/terms-of-service.tsx"],
];

/** "routes/about.tsx" → "spanish-routes/about.ts", the Spanish route's thin module. */
const spanishFile = (file) => file.replace(/^routes\/(.+)\.tsx$/, "spanish-routes/$1.ts");

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: true,
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const [path, file] of spanishRoutes) {
        route(spanishPaths.pages[path].slice(1), spanishFile(file), { id: `es${path === "/" ? "" : path}` });
      }
      route(`${spanishPaths.pages["/services"].slice(1)}/:slug`, spanishFile("routes/services.$slug.tsx"), {
        id: "es/services/$slug",
      });
      route(`${spanishPaths.visitorPages["/visit"].slice(1)}/:token`, "spanish-routes/visit.$token.ts", {
        id: "es/visit/$token",
      });
      route(
        `${spanishPaths.visitorPages["/unsubscribe"].slice(1)}/:token`,
        spanishFile("routes/unsubscribe.$token.tsx"),
        {
          id: "es/unsubscribe/$token",
        },
      );
      route("es/*", spanishFile("routes/$.tsx"), { id: "es/$" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
