// Pre-compresses the fingerprinted build assets (public/build) once at build time, so the
// server sends them without compressing per request: .br (brotli, best) for browsers that
// take it, .gz (zopfli: gzip-compatible, a few percent smaller than zlib's best) for the rest.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

import { gzipAsync } from "@gfx/zopfli";

const buildDir = "public/build";
const compressible = /\.(js|css|svg|json)$/;

const files = fs
  .readdirSync(buildDir, { recursive: true })
  .map((name) => path.join(buildDir, name))
  .filter((file) => compressible.test(file) && fs.statSync(file).isFile());

await Promise.all(
  files.map(async (file) => {
    const source = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 5 }));
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
  }),
);
console.log(`Compressed ${files.length} build assets (.br, .gz)`);
