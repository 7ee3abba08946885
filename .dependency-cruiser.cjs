// The layering of docs/decisions/012-domain-folders.md, checked in `npm test` (npm run lint:imports).
// Arrows point down only: routes → components → leads | seo | staff → clock → platform → db.
// Inside app/leads (docs/decisions/090-leads-by-job.md): intake | pipeline → messages → photos → the lead.
const domain = "^app/(leads|clock|seo|staff|visits|reviews|texts|customers|estimates|storm)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Import cycles, type-only ones included, make the layering meaningless.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      comment:
        "Folders import each other one way only (leads and staff never both ways), so each can be read on its own.",
      severity: "error",
      scope: "folder",
      // Not from app/platform: the rules below keep it from importing any app folder, and the one way
      // back to it, db/migrations reading the matching keys (decision 077), is no cycle of modules.
      from: { path: "^app/", pathNot: "^app/platform" },
      to: { circular: true },
    },
    {
      name: "platform-imports-no-domain",
      comment: "app/platform is the base layer: it knows nothing of leads, SEO, staff, content, components or routes.",
      severity: "error",
      from: { path: "^app/platform/" },
      to: {
        path: "^app/(leads|clock|seo|staff|visits|reviews|texts|customers|estimates|storm|content|components|routes)/|^app/root[.]tsx$",
      },
    },
    {
      name: "platform-folders-stand-alone",
      comment:
        "app/platform is split by job (http, messages, backups, remix: docs/decisions/054-platform-by-job.md); a job folder uses the platform's root modules (env, db, jobs…) and its own, never another job's.",
      severity: "error",
      from: { path: "^app/platform/([^/]+)/" },
      to: { path: "^app/platform/[^/]+/", pathNot: "^app/platform/$1/" },
    },
    {
      name: "platform-root-imports-no-job-folder",
      comment: "The platform's root modules (env, db, jobs, formats) sit below its job folders.",
      severity: "error",
      from: { path: "^app/platform/[^/]+$" },
      to: { path: "^app/platform/[^/]+/" },
    },
    {
      name: "reviews-write-no-structured-data",
      comment:
        "The review engine asks customers for reviews on Google; it never feeds ratings into our JSON-LD (docs/decisions/059-review-requests-by-the-rules.md).",
      severity: "error",
      from: { path: "^app/reviews/" },
      to: { path: "^app/seo/" },
    },
    {
      name: "domain-imports-no-ui",
      comment: "Domain folders serve routes and components; they never import them.",
      severity: "error",
      from: { path: domain },
      to: { path: "^app/(components|routes)/|^app/root\\.tsx$|^app/(entry\\.server|startup\\.server)" },
    },
    {
      name: "server-code-imports-no-ui",
      comment:
        "Server modules (*.server.ts) hold data and decisions; screens import them, never the other way round. A screen's actions may read its form schema (a .ts module of its route folder).",
      severity: "error",
      from: { path: "\\.server\\.tsx?$", pathNot: "^app/entry\\.server\\.tsx$" },
      to: { path: "^app/(components|routes)/|^app/root\\.tsx$", pathNot: "^app/routes/[^/]+/[^/]+\\.ts$" },
    },
    {
      name: "content-is-data",
      comment: "The catalog is plain data: it imports only itself.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
    {
      name: "components-import-no-routes",
      comment: "Components are used by routes, never the other way round.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/|^app/root\\.tsx$" },
    },
    {
      name: "kit-holds-components",
      comment:
        "components/kit.ts re-exports components only; data, SEO and staff helpers are imported from their own modules (docs/decisions/017-public-page-javascript.md).",
      severity: "error",
      from: { path: "^app/components/kit\\.ts$" },
      to: { pathNot: "^app/components/" },
    },
    {
      name: "routes-import-no-routes",
      comment:
        "A route folder (app/routes/admin.staff/) holds what only its screen uses; routes share code through a domain folder or a component, never through another route.",
      severity: "error",
      // The name stops before a "$" (admin.leads_.$id), which the back-reference would read as a regex anchor.
      from: { path: "^app/routes/([^/$]+)" },
      to: { path: "^app/routes/", pathNot: "^app/routes/$1" },
    },
    {
      name: "app-imports-no-tests-or-scripts",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(tests|scripts|server)/|^server\\.ts$" },
    },
    {
      name: "db-imports-only-the-catalog",
      comment:
        "db/ (migrations, schema, seed) sits below the app; the seed may read the catalog's defaults, a migration the pure matching keys.",
      severity: "error",
      from: { path: "^db/" },
      to: {
        path: "^app/",
        // Migration 0028 matches stored leads to customers by the keys new leads are matched on (decision 077).
        pathNot: "^app/content/|^app/platform/(phone|address-key|messages/mailbox)\\.ts$",
      },
    },
    {
      name: "server-reaches-app-through-the-build",
      comment:
        "server.ts and server/ import the Remix build, never app modules (type-only imports are erased), so each app module exists once per process; but for the light entry of the commands the server runs beside itself, which runs instead of the build (docs/decisions/094-light-backup-commands.md).",
      severity: "error",
      from: { path: "^server(\\.ts$|/)" },
      to: { path: "^app/", pathNot: "^app/commands/light-commands\\.server\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "light-commands-stay-light",
      comment:
        "The server starts `checkpoint` every 30 s and `clean-photos` when photos come: the light entry reaches its commands, the platform's root and backups modules and the photo cleaning of leads/photos (the cleaner pool for its types), never React, Remix or another app module of the build (decision 094).",
      severity: "error",
      from: { path: "^app/commands/light-commands\\.server\\.ts$" },
      to: {
        reachable: true,
        path: "^app/|^node_modules/(react|react-dom|@remix-run|express)/",
        pathNot:
          "^app/platform/([^/]+|backups/[^/]+|messages/mailbox\\.ts)$|^app/commands/(backup|backup-offsite|checkpoint|clean-photos|command-error|run-command|usage)\\.server\\.ts$|^app/leads/photos/photo-(normalize|taken-at|cleaner)\\.server\\.ts$",
      },
    },
    {
      name: "leads-root-imports-no-job-folder",
      comment:
        "app/leads is split by job (docs/decisions/090-leads-by-job.md); its root modules are the lead itself (fields, row, address, timeline, standing, follow-up dates), which every job folder reads, and import none of them.",
      severity: "error",
      from: { path: "^app/leads/[^/]+$" },
      to: { path: "^app/leads/[^/]+/" },
    },
    {
      name: "leads-folders-one-way",
      comment:
        "Inside app/leads, intake | pipeline → messages → photos: a message may attach photos, photos know nothing of who is told; messages import neither intake nor pipeline.",
      severity: "error",
      from: { path: "^app/leads/(photos|messages)/" },
      to: { path: "^app/leads/(messages|intake|pipeline)/", pathNot: "^app/leads/$1/" },
    },
    {
      name: "leads-intake-and-pipeline-apart",
      comment:
        "The quote form's way in (intake) and the office's work on leads (pipeline) share only what lies below them: messages, photos and the lead.",
      severity: "error",
      from: { path: "^app/leads/(intake|pipeline)/" },
      to: { path: "^app/leads/(intake|pipeline)/", pathNot: "^app/leads/$1/" },
    },
    {
      name: "clock-reads-only-the-catalog",
      comment:
        "app/clock (Waco time, opening hours) sits between the catalog and the domains: it reads the business's time zone and hours, nothing above them.",
      severity: "error",
      from: { path: "^app/clock/" },
      to: { path: "^app/", pathNot: "^app/(clock|content|platform)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public/build|dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
