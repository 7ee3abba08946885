import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { unique } from "../helpers/unique";

// A minute before the spring clock change in Waco (02:00 CST becomes 03:00 CDT).
const CLOCK_START = "2026-03-08T01:59:00-06:00";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { CLOCK_START } });
});

afterAll(async () => {
  await server?.stop();
});

describe("CLOCK_START, the tests' controllable clock", () => {
  it("starts the server's clock at the given moment: a lead sent now is stored at that time", async () => {
    const name = unique("Clock Visitor");
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, phone: "(254) 555-0143", service: "tree-trimming", message: "Two oaks" }),
    });
    expect(response.status).toBe(201);

    const { db } = server.openDb();
    try {
      const lead = await db.selectFrom("leads").select("createdAt").where("name", "=", name).executeTakeFirstOrThrow();
      const storedAt = Date.parse(lead.createdAt);
      expect(storedAt).toBeGreaterThanOrEqual(Date.parse(CLOCK_START));
      expect(storedAt).toBeLessThan(Date.parse(CLOCK_START) + 10 * 60_000);
    } finally {
      await db.destroy();
    }
  });
});
