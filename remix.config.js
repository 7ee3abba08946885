import { spanishPaths } from "./app/content/spanish-paths.js";

/**
 * Each Spanish page is served by its English page's route module under a second route id
 * (docs/decisions/060-spanish-pages.md): one module per page, its language read from the URL.
 * The Spanish route's file (app/spanish-routes/) re-exports that module under another name, so
 * each route's browser file holds the page's code (docs/decisions/062-spanish-route-files.md).
 * Every page of content/spanish-paths.js gets its route here; its file is named like the English
 * page's route file ("/about" → spanish-routes/about.ts, an index route's "_index").
 */
const spanishFile = (englishPath) =>
  `spanish-routes/${{ "/": "_index", "/services": "services._index" }[englishPath] ?? englishPath.slice(1)}.ts`;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: true,
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const [path, spanishPath] of Object.entries(spanishPaths.pages)) {
        route(spanishPath.slice(1), spanishFile(path), { id: `es${path === "/" ? "" : path}` });
      }
      route(`${spanishPaths.pages["/services"].slice(1)}/:slug`, "spanish-routes/services.$slug.ts", {
        id: "es/services/$slug",
      });
      route(`${spanishPaths.visitorPages["/visit"].slice(1)}/:token`, "spanish-routes/visit.$token.ts", {
        id: "es/visit/$token",
      });
      route(`${spanishPaths.visitorPages["/unsubscribe"].slice(1)}/:token`, "spanish-routes/unsubscribe.$token.ts", {
        id: "es/unsubscribe/$token",
      });
      route(`${spanishPaths.visitorPages["/confirm"].slice(1)}/:token`, "spanish-routes/confirm.$token.ts", {
        id: "es/confirm/$token",
      });
      route(`${spanishPaths.visitorPages["/estimate"].slice(1)}/:token`, "spanish-routes/estimate.$token.ts", {
        id: "es/estimate/$token",
      });
      route(`${spanishPaths.visitorPages["/estimate"].slice(1)}/:token/pdf`, "spanish-routes/estimate.$token_.pdf.ts", {
        id: "es/estimate/$token/pdf",
      });
      route(
        `${spanishPaths.visitorPages["/estimate"].slice(1)}/:token/trabajo`,
        "spanish-routes/estimate.$token_.job.ts",
        { id: "es/estimate/$token/job" },
      );
      route("es/*", "spanish-routes/$.ts", { id: "es/$" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
