// Compression negotiation of the public pages (issue #25 point 4): every page is answered in
// the encoding the client's Accept-Encoding picks (q-values and q=0 honoured), on the request
// that renders it as on the ones the page cache answers.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;
let pages: string[];

beforeAll(async () => {
  server = await startServer();
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
});

afterAll(async () => {
  await server?.stop();
});

/**
 * Accept-Encoding as clients send it, and the encoding the answer must have (undefined: none).
 * Not deflate alone: no browser sends it, and the cache stores brotli, gzip and plain bodies only.
 */
const cases: Array<[acceptEncoding: string, expected: string | undefined]> = [
  ["br", "br"],
  ["gzip", "gzip"],
  ["gzip, deflate, br, zstd", "br"],
  ["gzip, deflate", "gzip"],
  ["gzip;q=1.0, br;q=0.5", "gzip"],
  ["gzip, br;q=0", "gzip"],
  ["br, gzip;q=0", "br"],
  ["br;q=0, gzip;q=0", undefined],
  ["identity", undefined],
  ["*", "br"],
];

/** The request's body as the server sent it, with its Content-Encoding. */
async function get(path: string, acceptEncoding: string) {
  const response = await new Promise<{ encoding?: string; body: Buffer; status: number }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: server.port, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
  const html =
    response.encoding === "br"
      ? brotliDecompressSync(response.body)
      : response.encoding === "gzip"
        ? gunzipSync(response.body)
        : response.body;
  return { ...response, html: html.toString("utf8") };
}

describe("compression of the public pages", () => {
  it("answers each fresh page in the negotiated encoding, on its first request and from the cache", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(14);
    // Each page is fresh when its case starts: the first request renders it, the second comes from the cache.
    for (const [index, path] of pages.entries()) {
      const [accepted, expected] = cases[index % cases.length]!;
      for (const request of ["first", "second"]) {
        const response = await get(path, accepted);
        expect(response.status, `${path} ${request}`).toBe(200);
        expect(response.encoding, `${path} ${request} request, Accept-Encoding: ${accepted}`).toBe(expected);
        expect(response.html, `${path} ${request}`).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
      }
    }
  });

  it("covers every case on a page rendered for another encoding first", async () => {
    // The cached page holds the brotli and gzip bodies made when it was rendered for a gzip client.
    await get("/services", "gzip");
    for (const [accepted, expected] of cases)
      expect((await get("/services", accepted)).encoding, `Accept-Encoding: ${accepted}`).toBe(expected);
  });

  it("compresses a page the cache passes by (a query string) the same way", async () => {
    for (const [accepted, expected] of cases) {
      const response = await get("/services?utm_source=test", accepted);
      expect(response.encoding, `Accept-Encoding: ${accepted}`).toBe(expected);
      expect(response.html).toMatch(/^<!DOCTYPE html>/);
    }
  });

  it("sends the same page to every encoding", async () => {
    const plain = await get("/about", "identity");
    const gzip = await get("/about", "gzip");
    const brotli = await get("/about", "br");
    expect(gzip.html).toBe(plain.html);
    expect(brotli.html).toBe(plain.html);
    // A HEAD request says how the GET would be encoded, without a body.
    const head = await rawRequest(server.port, {
      method: "HEAD",
      path: "/about",
      headers: { "Accept-Encoding": "br" },
    });
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body).toBe("");
  });
});
