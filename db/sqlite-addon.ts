import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getAsset, isSea } from "node:sea";

import { makePrivateDir } from "./private-files";

/** The name under which scripts/build-binary.ts embeds better-sqlite3's addon. */
export const SQLITE_ADDON_ASSET = "better_sqlite3.node";

let loadedAddon: unknown;

/**
 * Inside the single binary, better-sqlite3's addon is a SEA asset. Node loads addons only
 * from files, so it is written once to the data folder, named by its content hash (each
 * binary finds its own) and readable by the owner only. Outside the binary: undefined, and
 * better-sqlite3 loads the addon npm built.
 */
export function embeddedSqliteAddon(dataDir: string) {
  if (!isSea()) return undefined;
  if (!loadedAddon) {
    const bytes = new Uint8Array(getAsset(SQLITE_ADDON_ASSET));
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const file = path.join(dataDir, `better_sqlite3-${hash}.node`);
    if (!fs.existsSync(file)) {
      makePrivateDir(dataDir);
      // Renamed into place, so a second process starting at the same time never loads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, bytes, { mode: 0o600 });
      fs.renameSync(partial, file);
    }
    const addon = { exports: {} };
    process.dlopen(addon, file);
    loadedAddon = addon.exports;
  }
  return loadedAddon;
}
