// `npm run bench`: load tests against the built server (dist/server.js), each on a fresh temp database.
// Add a target to `targets` below to measure another endpoint; scenarios set the mail conditions.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";

import { publicPageBudgets } from "./bundle-budget.js";
import { getFreePort, makeTempDir, pinningNote, startServerProcess } from "./lib/server-process.js";

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
    pin: true,
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
/** The rows: POST /api/contact without SMTP, and a sample of what it answers. */
let contact;
for (const scenario of scenarios) {
  for (const target of targets) {
    const smtp = scenario.smtp ? await scenario.smtp() : null;
    const server = await startServer(smtp ? { SMTP_URL: smtp.url } : {});
    console.log(`▶ ${target.name} — ${scenario.name}: ${CONNECTIONS} connections, ${DURATION_S} s`);
    const result = await run(server.url, target);
    const stored = target.count ? countRows(server.databasePath, target.count.sql) : null;
    if (target === targets[0] && !scenario.smtp) {
      const sample = await fetch(`${server.url}${target.path}`, {
        method: "POST",
        headers: target.headers,
        body: target.body(),
      });
      contact = { result, stored, status: sample.status, body: Buffer.from(await sample.arrayBuffer()) };
    }
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
// Browsers ask for compressed pages; the cache keeps them compressed.
const pageRequest = (path) => ({ path, method: "GET", headers: { "accept-encoding": "br, gzip" } });

/** The bytes a browser gets for `path`, as sent (still compressed), and how they are encoded. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] }),
        );
      })
      .on("error", reject);
  });
}

const pageServer = await startServer({});
const pageRows = [];
for (const pagePath of ["/", "/services/tree-removal"]) {
  await fetch(`${pageServer.url}${pagePath}`); // fill the cache
  await new Promise((resolve) => setTimeout(resolve, 1000)); // its brotli copy is made in the background
  console.log(`▶ GET ${pagePath}: ${CONNECTIONS} connections, ${DURATION_S} s`);
  const result = await run(pageServer.url, pageRequest(pagePath));
  pageRows.push(pageRow(`GET ${pagePath}`, result));
}
const home = await rawGet(`${pageServer.url}/`, pageRequest("/").headers);
await pageServer.stop();

/** A bare node:http server that reads the request and answers `body`: what this machine manages at most. */
async function measureCeiling(name, target, { status = 200, contentType, body, encoding }) {
  const headers = { "Content-Type": contentType, "Content-Length": body.length };
  if (encoding) headers["Content-Encoding"] = encoding;
  const ceiling = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise((resolve) => ceiling.listen(0, "127.0.0.1", resolve));
  console.log(`▶ ceiling for ${name}: node:http answering the same ${body.length} bytes`);
  const result = await run(`http://127.0.0.1:${ceiling.address().port}`, target);
  await new Promise((resolve) => ceiling.close(resolve));
  return result;
}

const pageCeiling = await measureCeiling("GET /", pageRequest("/"), {
  contentType: "text/html; charset=utf-8",
  ...home,
});
pageRows.push(pageRow("ceiling (node:http, same bytes)", pageCeiling));
console.table(pageRows);
console.log(`CPUs: ${pinningNote()}`);

const contactCeiling = await measureCeiling("POST /api/contact", targets[0], {
  status: contact.status,
  contentType: "application/json",
  body: contact.body,
});

// The table (#14): each measure against its target and the bare node:http ceiling of this run.
const [homeBudget] = (await publicPageBudgets()).filter((row) => row.route === "routes/_index");
const pageRatio = pageRows[0]["req/s"] / Math.round(pageCeiling.requests.average);
const leadsPerSecond = Math.round(contact.stored / DURATION_S);
const percent = (value) => `${Math.round(value * 100)} %`;
console.table([
  {
    measure: "JavaScript on /, gzip",
    measured: `${(homeBudget.bytes / 1024).toFixed(1)} KiB in ${homeBudget.files.length} files`,
    target: "≤ 100 KiB in a handful of files",
    met: homeBudget.bytes <= 100 * 1024 ? "yes" : "NO",
    ceiling: "-",
  },
  {
    measure: `cached GET /, ${CONNECTIONS} connections`,
    measured: `${pageRows[0]["req/s"]} req/s, p99 ${pageRows[0]["p99 ms"]} ms`,
    target: "≥ 80 % of the ceiling",
    met: pageRatio >= 0.8 ? "yes" : "NO",
    ceiling: `${percent(pageRatio)} of ${Math.round(pageCeiling.requests.average)} req/s`,
  },
  {
    measure: `POST /api/contact p99, ${CONNECTIONS} connections`,
    measured: `${contact.result.latency.p99} ms`,
    target: "< 50 ms",
    met: contact.result.latency.p99 < 50 ? "yes" : "NO",
    ceiling: `${contactCeiling.latency.p99} ms`,
  },
  {
    measure: "POST /api/contact, leads stored",
    measured: `${leadsPerSecond} leads/s`,
    target: "≥ 600 leads/s",
    met: leadsPerSecond >= 600 ? "yes" : "NO",
    ceiling: `${percent(leadsPerSecond / contactCeiling.requests.average)} of ${Math.round(contactCeiling.requests.average)} req/s`,
  },
]);
console.log(
  "Lighthouse and Nu HTML Checker rows: npm run audit. Staff list and CSV rows: npm run bench:admin. " +
    "The storm, backups, memory and photo uploads follow (scripts/bench-storm.js).",
);

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
