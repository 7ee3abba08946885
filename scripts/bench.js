// `npm run bench`: load tests against the built server (dist/server.js), each on a fresh temp database.
// Add a target to `targets` below to measure another endpoint; scenarios set the mail conditions.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";

import { getFreePort, makeTempDir, startServerProcess } from "./lib/server-process.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

let sequence = 0;
/** A request nobody sent before, so the duplicate check never short-cuts it. */
function uniqueQuoteRequest() {
  sequence += 1;
  return JSON.stringify({
    name: `Bench Visitor ${sequence}`,
    phone: `254${String(sequence).padStart(7, "0")}`,
    email: `visitor${sequence}@example.com`,
    service: "tree-removal",
    message: `Benchmark request ${sequence}: a dead elm near the fence.`,
  });
}

/** What to hit. `count` reads the database afterwards to report what was really stored. */
const targets = [
  {
    name: "POST /api/contact",
    path: "/api/contact",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: uniqueQuoteRequest,
    count: { label: "leads stored", sql: "select count(*) as n from leads" },
  },
  // The cheapest database-backed route: what this machine manages at all, for comparison.
  {
    name: "GET /api/site-settings (baseline)",
    path: "/api/site-settings",
    method: "GET",
  },
];

/** Mail conditions the server runs under. `smtp` starts a sink and returns { url, stop }. */
const scenarios = [
  { name: "no SMTP (.eml files)", smtp: null },
  {
    name: "slow SMTP (answers after 2 s)",
    smtp: () => startSmtpSink({ delayMs: 2000 }),
  },
  {
    name: "SMTP down",
    smtp: async () => ({
      url: `smtp://127.0.0.1:${await getFreePort()}`,
      stop: async () => {},
    }),
  },
];

async function startSmtpSink({ delayMs }) {
  const port = await getFreePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => setTimeout(callback, delayMs));
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startServer(env) {
  const server = await startServerProcess({
    dataDir: makeTempDir("site-bench-"),
    env: {
      NOTIFY_EMAILS: "office@example.com",
      // One client address sends everything here.
      CONTACT_RATE_LIMIT_PER_HOUR: "100000000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

function run(url, target) {
  return autocannon({
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: target.method,
        headers: target.headers,
        setupRequest: (request) => (target.body ? { ...request, body: target.body() } : request),
      },
    ],
  });
}

function countRows(databasePath, sql) {
  const db = new SQLite(databasePath, { readonly: true });
  try {
    return db.prepare(sql).get().n;
  } finally {
    db.close();
  }
}

if (!fs.existsSync("dist/server.js") || !fs.existsSync("build/index.js")) {
  console.error("Build first: npm run build");
  process.exit(1);
}

console.log(
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}`,
);
const rows = [];
for (const scenario of scenarios) {
  for (const target of targets) {
    const smtp = scenario.smtp ? await scenario.smtp() : null;
    const server = await startServer(smtp ? { SMTP_URL: smtp.url } : {});
    console.log(`▶ ${target.name} — ${scenario.name}: ${CONNECTIONS} connections, ${DURATION_S} s`);
    const result = await run(server.url, target);
    const stored = target.count ? countRows(server.databasePath, target.count.sql) : null;
    await server.stop();
    await smtp?.stop();
    rows.push({
      target: target.name,
      mail: scenario.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
      stored: stored === null ? "-" : `${stored} (${Math.round(stored / DURATION_S)}/s)`,
    });
  }
}
console.table(rows);

// Public pages come from the in-memory page cache; the ceiling is a bare
// node:http server answering with the very same bytes of `/`.
const pageServer = await startServer({});
const pageRows = [];
for (const pagePath of ["/", "/services/tree-removal"]) {
  await fetch(`${pageServer.url}${pagePath}`); // fill the cache
  console.log(`▶ GET ${pagePath}: ${CONNECTIONS} connections, ${DURATION_S} s`);
  const result = await run(pageServer.url, { path: pagePath, method: "GET" });
  pageRows.push(pageRow(`GET ${pagePath}`, result));
}
const home = await fetch(`${pageServer.url}/`);
const homeBytes = Buffer.from(await home.arrayBuffer());
await pageServer.stop();

const ceiling = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": homeBytes.length });
  res.end(homeBytes);
});
await new Promise((resolve) => ceiling.listen(0, "127.0.0.1", resolve));
console.log(`▶ ceiling: node:http serving the same ${homeBytes.length} bytes`);
const ceilingResult = await run(`http://127.0.0.1:${ceiling.address().port}`, { path: "/", method: "GET" });
ceiling.close();
pageRows.push(pageRow("ceiling (node:http, same bytes)", ceilingResult));
const ratio = pageRows[0]["req/s"] / pageRows.at(-1)["req/s"];
console.table(pageRows);
console.log(`GET / reaches ${(ratio * 100).toFixed(0)}% of the ceiling (target ≥ 70%).`);

function pageRow(name, result) {
  return {
    target: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
