import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
// A namespace import: Node 20, which runs the tests, has no getAssetKeys (the binary runs Node 24).
import * as sea from "node:sea";

import { makePrivateDir } from "./private-files";

/**
 * scripts/build-binary.ts embeds sharp's addon and the libvips it links under this prefix, each
 * keyed by its path below the prefix: the layout the addon's RPATH expects
 * ($ORIGIN/../../sharp-libvips-linux-x64/lib), so the loader finds libvips beside it.
 */
export const SHARP_ASSET_PREFIX = "sharp/";
/** The addon's own path below the prefix. */
export const SHARP_ADDON_FILE = "sharp-linux-x64/lib/sharp.node";

/**
 * The data folder, handed over through a global: inside the binary this module exists twice, once
 * in the app (the Remix build) that sets it and once in sharp's replaced loader that reads it.
 */
const ADDON_DIR = Symbol.for("waco-tree-service.sharp-addon-dir");
const shared = globalThis as { [ADDON_DIR]?: string };
let loadedAddon: unknown;

/** The data folder the binary writes sharp's files to; set by the app before sharp is first loaded. */
export function setSharpAddonDir(dataDir: string) {
  shared[ADDON_DIR] = dataDir;
}

/**
 * sharp's addon inside the single binary (the build replaces sharp's own loader with this). Node
 * loads addons, and the dynamic loader libraries, only from files: they are written once to a
 * folder in the data folder named by their content hash, readable by the owner only, as
 * db/sqlite-addon.ts does for SQLite's.
 */
export function embeddedSharpAddon() {
  if (loadedAddon) return loadedAddon;
  const addonDir = shared[ADDON_DIR];
  if (!addonDir) throw new Error("sharp was loaded before its folder was set (setSharpAddonDir)");
  const files = sea
    .getAssetKeys()
    .filter((key) => key.startsWith(SHARP_ASSET_PREFIX))
    .map((key) => ({ name: key.slice(SHARP_ASSET_PREFIX.length), bytes: new Uint8Array(sea.getAsset(key)) }));
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.name).update(file.bytes);
  const dir = path.join(addonDir, `sharp-${hash.digest("hex").slice(0, 16)}`);
  if (!fs.existsSync(dir)) {
    makePrivateDir(addonDir);
    // Renamed into place whole, so a second process starting at the same time never loads half of it.
    const partial = `${dir}.${process.pid}.tmp`;
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(partial, file.name)), { recursive: true, mode: 0o700 });
      fs.writeFileSync(path.join(partial, file.name), file.bytes, { mode: 0o600 });
    }
    fs.renameSync(partial, dir);
  }
  const addon = { exports: {} };
  process.dlopen(addon, path.join(dir, SHARP_ADDON_FILE));
  loadedAddon = addon.exports;
  return loadedAddon;
}
