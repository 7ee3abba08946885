// The JavaScript budget of the public pages, checked in `npm test` after the production build.
// For every page route outside /admin it adds up the files the browser loads for it (entry,
// root and route modules with their imports, as the build manifest lists them) and the size
// of their .gz files, the bytes the server sends a gzip client (scripts/compress-assets.js).
// Bytes, unlike timings, are the same on every machine, so the check cannot flake.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** 100 KB as Lighthouse counts them (KiB): a phone should not spend its bandwidth and CPU on more. */
export const BUDGET_BYTES = 100 * 1024;
/** Every extra module request costs a round trip on a slow phone connection. */
export const MAX_FILES = 6;

const buildDir = "public/build";
const metafilePath = "build/metafile.js.json";

/** The Remix browser manifest (window.__remixManifest) written by the build. */
async function readManifest() {
  const file = fs.readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run \`npm run build\` first.`);
  const source = fs.readFileSync(path.join(buildDir, file), "utf8");
  const window = {};
  new Function("window", source)(window);
  return window.__remixManifest;
}

/**
 * Route ids that render a page. A resource route (no component) compiles to an empty
 * browser module that imports nothing; a page's browser module re-exports its route file.
 * The route's id comes from the manifest entry whose module is that output file, so the
 * Spanish routes (app/spanish-routes/, ids such as "es/about") and route folders
 * ("routes/visit.$token/route.tsx") count as well.
 */
function pageRouteIds(manifest) {
  const { inputs, outputs } = JSON.parse(fs.readFileSync(metafilePath, "utf8"));
  const routeIdByModule = new Map(Object.entries(manifest.routes).map(([id, route]) => [route.module, id]));
  const ids = new Set();
  for (const [file, output] of Object.entries(outputs)) {
    const entry = output.entryPoint;
    if (!entry?.startsWith("browser-route-module:") || inputs[entry].imports.length === 0) continue;
    const id = routeIdByModule.get(`/${path.relative("public", file)}`);
    if (id) ids.add(id);
  }
  return ids;
}

function gzipBytes(url) {
  const file = path.join("public", `${url}.gz`);
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  return fs.statSync(file).size;
}

/** The files and gzip bytes the browser loads to render `routeId` (with its parents and the entry). */
export function routeJavaScript(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(manifest.routes[id]);
  for (const route of chain) [route.module, ...(route.imports ?? [])].forEach((file) => files.add(file));
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  return { files: [...files], bytes };
}

/**
 * What sends or receives texts (issue #43) and the message core: server code that a public page's
 * JavaScript never loads. An `empty-module:` stand-in (a .server module the page imports) is fine.
 */
const SERVER_ONLY_MODULES = /^app\/(texts|platform\/messages)\//;

/** The server-only modules bundled into `files` (the URLs a page loads), by the build's metafile. */
export function serverOnlyModulesIn(files) {
  const { outputs } = JSON.parse(fs.readFileSync(metafilePath, "utf8"));
  return files.flatMap((file) =>
    Object.keys(outputs[`public${file}`]?.inputs ?? {}).filter((input) => SERVER_ONLY_MODULES.test(input)),
  );
}

export async function publicPageBudgets() {
  const manifest = await readManifest();
  const pages = pageRouteIds(manifest);
  return Object.keys(manifest.routes)
    .filter((id) => pages.has(id) && id !== "root" && !id.startsWith("routes/admin"))
    .map((id) => {
      const loaded = routeJavaScript(manifest, id);
      return { route: id, ...loaded, serverOnly: serverOnlyModulesIn(loaded.files) };
    });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await publicPageBudgets();
  const failures = rows.filter((row) => row.bytes > BUDGET_BYTES || row.files.length > MAX_FILES);
  const leaks = rows.filter((row) => row.serverOnly.length);
  console.table(
    rows.map((row) => ({
      route: row.route,
      files: row.files.length,
      "gzip KiB": (row.bytes / 1024).toFixed(1),
      verdict: failures.includes(row) ? "OVER" : "ok",
    })),
  );
  if (process.argv.includes("--files")) {
    for (const row of rows)
      console.log(
        row.route,
        row.files.map((file) => `${file} ${gzipBytes(file)}`),
      );
  }
  if (failures.length) {
    console.error(
      `Over budget (≤ ${BUDGET_BYTES / 1024} KiB gzip in ≤ ${MAX_FILES} files): ${failures.map((row) => row.route).join(", ")}.\n` +
        "Run `node scripts/bundle-budget.js --files` to see them. More files than allowed usually means a module the\n" +
        "public pages share is imported by a route that does not import ~/components/kit: import it from the kit.",
    );
    process.exit(1);
  }
  if (leaks.length) {
    for (const row of leaks) console.error(`${row.route} loads server-only modules: ${row.serverOnly.join(", ")}`);
    console.error("Texts and the message core stay on the server: import them only from .server modules.");
    process.exit(1);
  }
  console.log(
    `Every public page loads ≤ ${BUDGET_BYTES / 1024} KiB of JavaScript (gzip) in ≤ ${MAX_FILES} files, and no text or message-core module.`,
  );
}
