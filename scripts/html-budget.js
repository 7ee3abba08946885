// The HTML budget of the public pages, checked in `npm test` after the production build.
// It starts the built server on a fresh database, fetches every page its own /sitemap.xml
// lists (the catalog's public pages) as a first-time visitor, and weighs the raw HTML, its
// brotli size and the single-fetch data stream in it (window.__remixContext, the loader data
// React hydrates from). The site's address is fixed, so the bytes are the same on every run.
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import { startServerProcess } from "./lib/server-process.js";

/** 60 KB (KiB, as Lighthouse counts them): about what a plain CMS page of this content weighs. */
export const BUDGET_BYTES = 60 * 1024;
/** An address of the same length as the real site's, so canonical URLs and JSON-LD weigh what they will. */
const SITE_URL = "https://www.wacotreeservice.com";

/** The bytes of the inline scripts that carry the single-fetch data stream. */
export function streamBytes(html) {
  let bytes = 0;
  for (const [script, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    if (body.includes("__remixContext.stream")) bytes += Buffer.byteLength(script);
  return bytes;
}

export async function publicPageWeights() {
  const server = await startServerProcess({ env: { SITE_URL } });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    const rows = [];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      rows.push({
        path,
        raw: html.length,
        brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        stream: streamBytes(html.toString("utf8")),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await publicPageWeights();
  const failures = rows.filter((row) => row.raw > BUDGET_BYTES);
  console.table(
    rows.map((row) => ({
      page: row.path,
      "raw bytes": row.raw,
      "brotli bytes": row.brotli,
      "data stream bytes": row.stream,
      verdict: failures.includes(row) ? "OVER" : "ok",
    })),
  );
  if (rows.length < 14) {
    console.error(`The sitemap lists ${rows.length} pages; the site has 14 public pages.`);
    process.exit(1);
  }
  if (failures.length) {
    console.error(
      `Over budget (raw HTML bytes): ${failures.map((row) => row.path).join(", ")}.\n` +
        "Repeated markup (class strings, icons) and the loader data in the page's data stream are the usual causes.",
    );
    process.exit(1);
  }
  console.log(`Every public page's HTML is within its budget: ${BUDGET_BYTES} bytes raw (${BUDGET_BYTES / 1024} KiB).`);
}
