import http from "node:http";

import { afterAll, beforeAll, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// More than two of the export's pages of 2,000 rows.
const LEADS = 4_500;

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  await insertLeads(
    server,
    Array.from({ length: LEADS }, (_, i) => ({
      name: `Export Lead ${i}`,
      message: `Lead ${i}: ${"an old pecan leaning over the roof, ".repeat(8)}`,
    })),
  );
  // Signed in after the insert, which holds this process for seconds on a busy machine: a
  // sign-in's kept-alive connection would sit idle past the server's keep-alive timeout, and
  // fetch could reuse it as the server closes it ("other side closed").
  staff = await signedInClient(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function exportedLeadNumbers(csv: string) {
  return [...csv.matchAll(/"Export Lead (\d+)"/g)].map((match) => Number(match[1]));
}

it("sends every lead once, newest first, across the export's pages", async () => {
  const response = await staff.request("/admin/form-fills.csv");
  expect(response.status).toBe(200);
  const newestFirst = Array.from({ length: LEADS }, (_, i) => LEADS - 1 - i);
  expect(exportedLeadNumbers(await response.text())).toEqual(newestFirst);
});

it("keeps exporting after a download the client abandoned halfway", async () => {
  const firstChunkBytes = await new Promise<number>((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/admin/form-fills.csv",
        headers: { Cookie: staff.cookieHeader(), "Accept-Encoding": "identity" },
      },
      (response) => {
        response.once("data", (chunk: Buffer) => {
          resolve(chunk.length);
          request.destroy();
        });
      },
    );
    request.on("error", reject);
  });
  expect(firstChunkBytes).toBeGreaterThan(0);

  const again = await staff.request("/admin/form-fills.csv");
  expect(exportedLeadNumbers(await again.text())).toHaveLength(LEADS);
  expect(server.output()).not.toMatch(/Error|ERR_/);
});
