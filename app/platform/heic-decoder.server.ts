import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

export type HeicDecoded =
  { width: number; height: number; data: Uint8ClampedArray } | { refused: "pixels" | "unreadable" };

const modulePaths = { libheif: "libheif-js/libheif-wasm/libheif-bundle.js", decoder: "heic-decode/lib.js" };

/**
 * Decodes an iPhone's HEIC (HEVC) to upright RGBA pixels: heic-decode, libheif compiled to
 * WebAssembly, after the primary image's stated size is checked. In a worker thread that ends with
 * the photo: the decode runs seconds of synchronous WebAssembly, which on the main thread would
 * hold every request up, and WebAssembly memory grows to the largest picture and never shrinks
 * (about 200 MB for a 12-megapixel photo), which the worker's end gives back (decision 050).
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicDecoded> {
  const paths = resolvedModulePaths();
  return paths ? decodeInWorker(bytes, maxPixels, paths) : decode(bytes, maxPixels);
}

/**
 * Where the worker loads the decoder from: node_modules beside the server. The single binary has
 * none (its modules are bundled), and decodes on the main thread instead.
 */
function resolvedModulePaths() {
  try {
    const require = createRequire(path.resolve(process.argv[1] ?? "server.js"));
    return { libheif: require.resolve(modulePaths.libheif), decoder: require.resolve(modulePaths.decoder) };
  } catch {
    return undefined;
  }
}

/** The worker: one decode, the pixels handed over (not copied), then it ends. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { all } = require(workerData.decoder)(require(workerData.libheif)());
(async () => {
  const images = await all({ buffer: workerData.bytes });
  try {
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ refused: "unreadable" });
    if (primary.width * primary.height > workerData.maxPixels) return parentPort.postMessage({ refused: "pixels" });
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ refused: "unreadable", reason: String(error?.message ?? error) }));
`;

function decodeInWorker(bytes: Uint8Array, maxPixels: number, paths: typeof modulePaths) {
  return new Promise<HeicDecoded>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...paths, bytes, maxPixels } });
    worker.once("message", (result: HeicDecoded & { reason?: string }) => {
      if (result.reason) console.warn(`A HEIC photo could not be decoded: ${result.reason}`);
      resolve(result);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The HEIC decoder ended (exit code ${code}) without an answer`)));
  });
}

/** The same decode on this thread, with a libheif of its own, dropped after the photo. */
async function decode(bytes: Uint8Array, maxPixels: number): Promise<HeicDecoded> {
  const [{ default: libheif }, { default: heicDecoder }] = await Promise.all([
    import("libheif-js/libheif-wasm/libheif-bundle.js"),
    import("heic-decode/lib.js"),
  ]);
  const images = await heicDecoder(libheif()).all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) return { refused: "unreadable" };
    if (primary.width * primary.height > maxPixels) return { refused: "pixels" };
    return await primary.decode();
  } finally {
    images.dispose();
  }
}
