// Issue #41: nobody can take the calendar away. The server runs as docs/deploy.md puts it behind
// its proxy (TRUST_PROXY=1), so each request's X-Forwarded-For is the client address the proxy saw.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";

const QUOTES_PER_HOUR = 10;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1", CONTACT_RATE_LIMIT_PER_HOUR: String(QUOTES_PER_HOUR) } });
});

afterAll(async () => {
  await server?.stop();
});

let phoneCounter = 0;

function apiQuote(address: string) {
  phoneCounter += 1;
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({
      name: "Zoë Núñez",
      phone: `254-555-${String(2000 + phoneCounter).padStart(4, "0")}`,
      service: "tree-removal",
      message: "Dead pecan by the driveway.",
    }),
  });
}

describe("per-address limits behind the proxy", () => {
  it("counts 50 addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 50; host++)
      statuses.push((await apiQuote(`2001:db8:41:7::${host.toString(16)}`)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTES_PER_HOUR);
    expect(statuses.slice(QUOTES_PER_HOUR).every((status) => status === 429)).toBe(true);
    expect((await apiQuote("2001:db8:41:8::1")).status).toBe(201);
  });

  it("counts an IPv4 client the same whether the proxy writes it plainly or IPv4-mapped", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < QUOTES_PER_HOUR + 1; n++) {
      statuses.push((await apiQuote(n % 2 ? "::ffff:198.51.100.23" : "198.51.100.23")).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTES_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });
});
