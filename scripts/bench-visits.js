// Part of `npm run bench` (after the build): the thank-you with its free estimate windows
// (issue #34) on a database of 100,000 leads and 5,000 visits, against the contact page it
// replaces the form of, rendered fresh (a query string passes the page cache) and from the cache.
import fs from "node:fs";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";

import { makeTempDir, startServerProcess } from "./lib/server-process.js";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const VISITS = Number(process.env.BENCH_VISITS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WINDOWS = ["08:00-10:00", "10:00-12:00", "13:00-15:00", "15:00-17:00"];

/** Leads over the past year; visits on weekdays around today, each window's single place, some still ahead. */
function seed(file) {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  const lead = sqlite.prepare(
    "insert into leads (name, email, phone, service, message, created_at) values (?, ?, ?, ?, ?, ?)",
  );
  const visit = sqlite.prepare(
    "insert into visits (lead_id, uid, date, starts, ends, place, booked_by, created_at, updated_at) values (?, ?, ?, ?, ?, 1, 'visitor', ?, ?)",
  );
  const now = Date.now();
  sqlite.transaction(() => {
    for (let i = 0; i < LEADS; i++) {
      const at = new Date(now - (LEADS - i) * ((365 * 86_400_000) / LEADS)).toISOString();
      lead.run(`Bench Lead ${i}`, `lead${i}@example.com`, "2545550100", "tree-trimming", "An oak", at);
    }
    // Weekdays backwards from two weeks ahead, every window taken, until VISITS are placed.
    let placed = 0;
    for (let day = 14; placed < VISITS; day--) {
      const date = new Date(now + day * 86_400_000);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      for (const [index, window] of WINDOWS.entries()) {
        if (placed >= VISITS) break;
        // In the coming fortnight every other window stays free, so the page has windows to offer.
        if (day > 0 && index % 2 === 0) continue;
        const [starts, ends] = window.split("-");
        const at = new Date(now).toISOString();
        visit.run(LEADS - placed, `bench-${placed}@example.com`, date.toISOString().slice(0, 10), starts, ends, at, at);
        placed += 1;
      }
    }
  })();
  sqlite.close();
}

async function thankYouCookie(url) {
  const page = await (await fetch(`${url}/contact`)).text();
  const stamp = /name="from__confirm"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? "";
  const body = new URLSearchParams({
    name: "Bench Visitor",
    phone: "2545550199",
    email: "bench.visitor@example.com",
    service: "tree-trimming",
    message: "A dead elm",
    sourcePage: "/contact",
    name__confirm: "",
    from__confirm: stamp,
  });
  const sent = await fetch(`${url}/contact`, { method: "POST", body, redirect: "manual" });
  const cookie = sent.headers.getSetCookie().find((line) => line.startsWith("__quote_sent="));
  if (!cookie) throw new Error(`The quote request was not answered with a thank-you (HTTP ${sent.status})`);
  return cookie.split(";")[0];
}

async function measure(url, path, headers = {}) {
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    non2xx: result.non2xx,
  };
}

const dataDir = makeTempDir("site-bench-visits-");
const server = await startServerProcess({ dataDir, env: { CONTACT_RATE_LIMIT_PER_HOUR: "100000000" } });
await server.stop();
seed(server.databasePath);
const running = await startServerProcess({ dataDir, env: { CONTACT_RATE_LIMIT_PER_HOUR: "100000000" } });
try {
  const cookie = await thankYouCookie(running.url);
  const thankYou = await (await fetch(`${running.url}/contact`, { headers: { Cookie: cookie } })).text();
  const offered = (thankYou.match(/name="intent" value="book"/g) ?? []).length;
  if (!offered) throw new Error("The thank-you offered no windows");
  console.log(
    `\nThank-you with free windows: ${LEADS.toLocaleString()} leads, ${VISITS.toLocaleString()} visits, ${offered} windows offered`,
  );
  console.table({
    "GET /contact (page cache)": await measure(running.url, "/contact"),
    "GET /contact?fresh (rendered)": await measure(running.url, "/contact?fresh"),
    "GET /contact thank-you + windows": await measure(running.url, "/contact", { Cookie: cookie }),
  });
} finally {
  await running.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
