import path from "node:path";
// A namespace import: Node 20 (npm start) has no getAssetKeys, which only the binary calls.
import * as sea from "node:sea";

import { type ServerBuild } from "@remix-run/node";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import Negotiator from "negotiator";

/** Where scripts/build-binary.ts embeds the files of public/, by path below public/. */
export const PUBLIC_ASSET_PREFIX = "public/";

// Fingerprinted build assets never change; public/ files may be replaced by staff.
const cacheControl = {
  buildAssets: "public, max-age=31536000, immutable",
  publicFiles: "public, max-age=3600",
};

/**
 * Every file of public/ and of the build has an extension; pages and /api paths
 * have none, so they skip the static handlers' file-system lookups.
 */
function onlyFilePaths(router: express.Router) {
  router.use((req, _res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? next() : next("router")));
  return router;
}

function staticFolder(folder: string, cache: string) {
  return express.static(folder, { cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", cache) });
}

/** public/ and the build's assets from the project folder, for `npm start`. */
export function publicFilesOnDisk(root: string, build: ServerBuild) {
  const router = onlyFilePaths(express.Router());
  // The build compressed its assets once (.br, .gz beside each file: scripts/compress-assets.js).
  router.use(
    build.publicPath,
    expressStaticGzip(path.join(root, build.assetsBuildDirectory), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", cacheControl.buildAssets),
      },
    }),
  );
  router.use(staticFolder(path.join(root, "public"), cacheControl.publicFiles));
  return router;
}

const COMPRESSED_COPIES = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
];

/** @types/negotiator describes 0.6; negotiator 1 takes the server's own preference as a second argument. */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/**
 * The compressed copy to send for the client's Accept-Encoding, its q-values (`q=0`: never)
 * honoured, brotli first among equals; undefined: the file as it is.
 */
function negotiateEncoding(req: express.Request, hasCopy: (extension: string) => boolean) {
  const copies = COMPRESSED_COPIES.filter(({ extension }) => hasCopy(extension));
  const negotiator = new Negotiator(req) as unknown as EncodingNegotiator;
  const names = copies.map(({ name }) => name);
  const chosen = negotiator.encoding([...names, "identity"], { preferred: names });
  return copies.find(({ name }) => name === chosen);
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
  const router = onlyFilePaths(express.Router());
  router.use(staticFolder(overrideDir, cacheControl.publicFiles));
  router.get("*", (req, res, next) => {
    if (!files.has(req.path)) return next();
    const isBuildAsset = req.path.startsWith(build.publicPath);
    res.setHeader("Cache-Control", isBuildAsset ? cacheControl.buildAssets : cacheControl.publicFiles);
    res.type(path.extname(req.path));
    // The build's assets come with .br and .gz copies, compressed once at build time.
    const encoding = negotiateEncoding(req, (extension) => files.has(req.path + extension));
    if (files.has(`${req.path}.gz`)) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding.name);
    const body = files.get(encoding ? req.path + encoding.extension : req.path)!;
    // Express adds the ETag and answers a matching If-None-Match with 304.
    res.send(body);
  });
  return router;
}
