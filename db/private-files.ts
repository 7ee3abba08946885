import fs from "node:fs";

/**
 * Leads, staff accounts and sessions are personal data: the data folder is
 * created for the server's own user only. An existing folder keeps its mode
 * (it may be shared, e.g. a home directory); the files in it are made private.
 */
export function makePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty when missing; either way only the owner may read it, also when an older install made it 0644. */
export function makePrivateFile(file: string) {
  fs.closeSync(fs.openSync(file, "a", 0o600));
  fs.chmodSync(file, 0o600);
}
