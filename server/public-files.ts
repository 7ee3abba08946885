import path from "node:path";
// A namespace import: Node 20 (npm start) has no getAssetKeys, which only the binary calls.
import * as sea from "node:sea";

import { type ServerBuild } from "@remix-run/node";
import express from "express";

/** Where scripts/build-binary.ts embeds the files of public/, by path below public/. */
export const PUBLIC_ASSET_PREFIX = "public/";

// Fingerprinted build assets never change; public/ files may be replaced by staff.
const cacheControl = {
  buildAssets: "public, max-age=31536000, immutable",
  publicFiles: "public, max-age=3600",
};

function staticFolder(folder: string, cache: string) {
  return express.static(folder, { cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", cache) });
}

/** public/ and the build's assets from the project folder, for `npm start`. */
export function publicFilesOnDisk(root: string, build: ServerBuild) {
  const router = express.Router();
  router.use(build.publicPath, staticFolder(path.join(root, build.assetsBuildDirectory), cacheControl.buildAssets));
  router.use(staticFolder(path.join(root, "public"), cacheControl.publicFiles));
  return router;
}

/** The files of public/ embedded in the single binary, by URL path. */
function embeddedFiles() {
  const files = new Map<string, Buffer>();
  for (const key of sea.getAssetKeys()) {
    if (key.startsWith(PUBLIC_ASSET_PREFIX)) {
      files.set(`/${key.slice(PUBLIC_ASSET_PREFIX.length)}`, Buffer.from(sea.getAsset(key)));
    }
  }
  return files;
}

/**
 * public/ served from the binary's memory, with the headers of publicFilesOnDisk. Files in
 * `overrideDir` (a public/ folder beside the data folder) win over embedded ones of the same
 * name, so the owner can swap an illustration for a photo without a new binary.
 */
export function publicFilesEmbedded(build: ServerBuild, overrideDir: string) {
  const files = embeddedFiles();
  const router = express.Router();
  router.use(staticFolder(overrideDir, cacheControl.publicFiles));
  router.get("*", (req, res, next) => {
    const body = files.get(req.path);
    if (!body) return next();
    const isBuildAsset = req.path.startsWith(build.publicPath);
    res.setHeader("Cache-Control", isBuildAsset ? cacheControl.buildAssets : cacheControl.publicFiles);
    res.type(path.extname(req.path));
    // Express adds the ETag and answers a matching If-None-Match with 304.
    res.send(body);
  });
  return router;
}
