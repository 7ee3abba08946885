// `npm run bench:photo-storm` (also in `npm run bench`; run by tsx for the test helpers it shares):
// issue #44 item 6. A storm of photo quotes as phones send them after a storm, on the server's one
// core: calm and storm rounds interleaved (calm, 5 quotes/s, calm, 20/s, calm, ...), each quote
// from its own address, half of them with two real 2-5 MB phone photos (JPEG and HEIC); beside
// them 50 connections on the public pages, 2 staff on the lists and /healthz 20 times a second.
// Reports each round, then the issue's "Done when" as rows for docs/benchmarks.md: the pages'
// share of calm, quote p99, /healthz, photos of acknowledged quotes dropped, the server's RSS at
// the peak and a minute after the photos drain.
// PHOTO_STORM_SECONDS (60) per round, PHOTO_STORM_RATES ("5,20") the storm rounds in order,
// PHOTO_STORM_REPEAT (2) how often they come, PHOTO_STORM_DRAIN_SECONDS (900) the longest wait for
// the photos to be cleaned, PHOTO_STORM_AFTER_SECONDS (60) the wait after it; PHOTO_STORM_WRITE=1
// adds the rows to docs/benchmarks.md. BENCH_PORT as the other benches.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import sharp from "sharp";

import { iphoneHeic, phoneJpeg } from "../tests/helpers/phone-photos.ts";
import { adminEnv, signedInClient } from "../tests/helpers/staff.ts";
import { pinningNote } from "./lib/server-process.js";
import {
  addToBenchmarks,
  cpuUse,
  p99,
  rssMb,
  startHeaderSink,
  startServer,
  timed,
  visitorAddress,
} from "./lib/storm-tools.js";

const ROUND_S = Number(process.env.PHOTO_STORM_SECONDS ?? 60);
const RATES = (process.env.PHOTO_STORM_RATES ?? "5,20").split(",").map(Number);
const REPEAT = Number(process.env.PHOTO_STORM_REPEAT ?? 2);
const AFTER_S = Number(process.env.PHOTO_STORM_AFTER_SECONDS ?? 60);
/** How long a storm round's quotes may still take to be answered once it ends; later counts as unanswered. */
const ANSWER_GRACE_S = 60;
/** How long a monitor waits for /healthz before it calls the site down. */
const HEALTH_TIMEOUT_MS = 10_000;
const DRAIN_LIMIT_S = Number(process.env.PHOTO_STORM_DRAIN_SECONDS ?? 900);
const PUBLIC_PAGES = ["/", "/services/tree-removal"];

const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value) => `${Math.round(value).toLocaleString("en-US")} ms`;
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * The multipart body's parts, encoded once and written as they are (node:http): a photo quote costs
 * the load generator a few writes of buffers every quote shares, where a FormData streamed through
 * fetch costs it hundreds of turns per photo (taken from the connections on the public pages that
 * share its core), and a body copied per quote would hold gigabytes while a 20/s storm waits.
 */
const BOUNDARY = "----photo-storm-4d1c9e";
const part = (disposition, type, bytes) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
    ),
    bytes,
    Buffer.from("\r\n"),
  ]);
const photoPart = (name, type, bytes) => part(`name="photos"; filename="${name}"`, type, bytes);

/** Photos as phones send them: 2-5 MB JPEGs of one 12-megapixel scene at camera qualities (EXIF kept), and an iPhone HEIC. */
async function phonePhotos() {
  const jpeg = await phoneJpeg();
  const photos = [];
  for (const quality of [85, 80, 70, 60]) {
    const file = path.join(path.dirname(jpeg), `storm-q${quality}.jpg`);
    if (!fs.existsSync(file)) await sharp(jpeg).jpeg({ quality }).keepMetadata().toFile(file);
    photos.push(photoPart(`IMG_${quality}.JPG`, "image/jpeg", fs.readFileSync(file)));
  }
  photos.splice(2, 0, photoPart("IMG_0001.HEIC", "image/heic", fs.readFileSync(await iphoneHeic())));
  return photos;
}

/** The n-th caller's quote: every other one with two photos. */
function quote(n, photos) {
  const fields = {
    name: `Photo Caller ${n}`,
    phone: `254${String(3_000_000 + n)}`,
    email: `photo${n}@example.com`,
    service: n % 3 ? "tree-removal" : "emergency-tree-service",
    message: `Photo storm ${n}: the oak split and a limb is on the roof.`,
  };
  if (n % 2 === 0) return { photos: 0, type: "application/json", body: [Buffer.from(JSON.stringify(fields))] };
  const text = Object.entries(fields).map(([name, value]) => part(`name="${name}"`, "", Buffer.from(value)));
  const sent = [photos[n % photos.length], photos[(n + 2) % photos.length]];
  return {
    photos: sent.length,
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: [...text, ...sent, Buffer.from(`--${BOUNDARY}--\r\n`)],
  };
}

/** POSTs the body's buffers as they are; resolves to the answer's status once its body is read. */
function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const length = body.reduce((sum, buffer) => sum + buffer.length, 0);
    const request = http.request(url, { method: "POST", headers: { ...headers, "Content-Length": length } });
    request.on("error", reject);
    request.on("response", (response) => {
      response.on("error", reject);
      response.on("end", () => resolve(response.statusCode));
      response.resume();
    });
    for (const buffer of body) request.write(buffer);
    request.end();
  });
}

/** Calls `once()` every `everyMs` (open loop: a slow answer does not slow the next) until `stop()`; resolves to the results. */
function every(everyMs, once) {
  const results = [];
  const timer = setInterval(() => results.push(once()), everyMs);
  return async () => (clearInterval(timer), Promise.all(results));
}

/** A person reloading a staff screen: the next load a second after the last answer. */
function reloading(client, page) {
  let on = true;
  const reads = [];
  const done = (async () => {
    while (on) {
      reads.push(await timed(async () => (await client.get(page)).status));
      await sleep(1000);
    }
  })();
  return async () => ((on = false), await done, reads);
}

/** RSS of the server and, apart, of its children (the photo cleaner, the checkpoint): the peaks until stopped. */
function memoryPeaks(pid) {
  const children = () => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  const childRss = () =>
    children().reduce((sum, child) => {
      try {
        return sum + rssMb(Number(child));
      } catch {
        return sum;
      }
    }, 0);
  const peaks = { server: rssMb(pid), children: childRss() };
  const timer = setInterval(() => {
    peaks.server = Math.max(peaks.server, rssMb(pid));
    peaks.children = Math.max(peaks.children, childRss());
  }, 100);
  return () => (clearInterval(timer), peaks);
}

async function round(server, staff, rate, photos, counter) {
  const peaks = memoryPeaks(server.pid);
  const cpu = cpuUse(server.pid);
  // The load generator's own delays: if it falls behind, its timings say more about it than about the server.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const pages = autocannon({
    url: server.url,
    workers: 1,
    connections: 50,
    duration: ROUND_S,
    requests: PUBLIC_PAGES.map((page) => ({ method: "GET", path: page, headers: { "accept-encoding": "br, gzip" } })),
  });
  // As a monitor checks: an answer later than HEALTH_TIMEOUT_MS counts as the site down.
  const health = every(50, () =>
    timed(
      async () => (await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })).status,
    ).catch(() => ({ status: 0, ms: Infinity })),
  );
  const lists = staff.map((client, i) => reloading(client, i === 0 ? "/admin/leads" : "/admin"));
  const quotes = [];
  if (rate > 0) {
    const started = performance.now();
    for (let i = 0; i < rate * ROUND_S; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      // Always a turn of the event loop: a late loop must not send a burst that starves the monitors' timers.
      await sleep(Math.max(0, wait));
      const n = counter.next++;
      const { photos: sent, type, body } = quote(n, photos);
      const headers = { "Content-Type": type, "X-Forwarded-For": visitorAddress(n + 1) };
      const answer = timed(() => post(`${server.url}/api/contact`, headers, body)).then(
        (result) => ({ ...result, at: performance.now() }),
        () => ({ status: 0, ms: Infinity }),
      );
      quotes.push({ n, photos: sent, answer });
    }
  }
  const publicResult = await pages;
  const [checks, reads] = await Promise.all([health(), Promise.all(lists.map((stop) => stop()))]);
  const grace = sleep(ANSWER_GRACE_S * 1000).then(() => ({ status: -1, ms: Infinity }));
  for (const one of quotes) one.result = await Promise.race([one.answer, grace]);
  lag.disable();
  const cores = cpu();
  return {
    rate,
    publicResult,
    checks,
    reads: reads.flat(),
    quotes,
    peaks: peaks(),
    cores,
    lagP99: lag.percentile(99) / 1e6,
  };
}

/** The server's answers to photo quotes, once every photo is cleaned: how many stored and dropped. */
function photoOutcome(databasePath) {
  const database = new SQLite(databasePath, { readonly: true });
  const row = database
    .prepare(
      `select count(*) as leads, coalesce(sum(photos_not_stored), 0) as dropped,
        (select count(*) from lead_photos where normalized = 1) as stored,
        (select count(*) from lead_photos where normalized = 0) as waiting
       from leads where name like 'Photo Caller %'`,
    )
    .get();
  database.close();
  return row;
}

function roundRow(result, calmRate) {
  const { rate, publicResult, checks, reads, quotes, peaks, cores, lagP99 } = result;
  const req = publicResult.requests.average;
  const healthOk = checks.filter((check) => check.status === 200);
  const parts = [
    `pages ${Math.round(req).toLocaleString("en-US")} req/s${rate ? ` (${(req / calmRate).toFixed(2)} of calm)` : ""}, p99 ${publicResult.latency.p99} ms, ${publicResult.timeouts} timed out (10 s)`,
    `/healthz ${healthOk.length}/${checks.length}, p99 ${ms(p99(checks.map((check) => check.ms)))}`,
    `staff p99 ${ms(p99(reads.map((read) => read.ms)))}`,
    `RSS peak ${peaks.server} MB (children ${peaks.children} MB)`,
    // The share of a core the server got: on a shared machine, what its neighbours left it.
    `server CPU ${Math.round(cores.main * 100)} % of a core on its main thread, ${cores.all.toFixed(2)} cores in all its threads`,
    `load generator's event-loop delay p99 ${ms(lagP99)}`,
  ];
  if (rate) {
    const answered = quotes.filter((one) => one.result.status > 0);
    const times = answered.map((one) => one.result.ms);
    parts.splice(
      1,
      0,
      `quotes ${quotes.length}: ${quotes.filter((one) => one.result.status === 201).length} stored, ${quotes.filter((one) => one.result.status === 503).length} refused 503, ${quotes.length - answered.length} unanswered; answered after p50 ${ms(p50(times))} / p99 ${ms(p99(times))}`,
    );
  }
  return [rate ? `storm, ${rate} quotes/s` : "calm", parts.join("; ")];
}

async function photoStorm() {
  const officeMail = new Map();
  const smtp = await startHeaderSink((head) => {
    const name = /Photo Caller (\d+)/.exec(head);
    if (name && /^to:.*office@example\.com/im.test(head)) officeMail.set(Number(name[1]), performance.now());
  });
  const server = await startServer({ ...adminEnv, SMTP_URL: smtp.url });
  const photos = await phonePhotos();
  const loadAtStart = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  const staff = [await signedInClient(server), await signedInClient(server)];
  for (const page of PUBLIC_PAGES) await fetch(`${server.url}${page}`);
  // A site that has had photos loads the image library at its start (decision 100); this fresh one
  // would load it with the storm's first photo. One photo quote before the rounds, as such a site.
  const warmUp = quote(1_000_001, photos);
  const warmUpHeaders = { "Content-Type": warmUp.type, "X-Forwarded-For": visitorAddress(0) };
  if ((await post(`${server.url}/api/contact`, warmUpHeaders, warmUp.body)) !== 201)
    throw new Error("Warm-up quote refused");
  const counter = { next: 0 };
  const plan = [0];
  for (let i = 0; i < REPEAT; i++) for (const rate of RATES) plan.push(rate, 0);
  const results = [];
  const started = performance.now();
  for (const [index, rate] of plan.entries()) {
    console.log(`▶ round ${index + 1} of ${plan.length}: ${rate ? `storm, ${rate} quotes/s` : "calm"}, ${ROUND_S} s`);
    results.push(await round(server, staff, rate, photos, counter));
    console.log(`  ${roundRow(results.at(-1), results[Math.max(0, index - 1)].publicResult.requests.average)[1]}`);
  }
  const roundsSeconds = (performance.now() - started) / 1000;
  const afterStorms = memoryPeaks(server.pid);
  const drainStarted = performance.now();
  while (photoOutcome(server.databasePath).waiting > 0 && performance.now() - drainStarted < DRAIN_LIMIT_S * 1000)
    await sleep(1000);
  const drainedAfterS = (performance.now() - drainStarted) / 1000;
  const drainPeak = afterStorms();
  console.log(`▶ photos cleaned ${drainedAfterS.toFixed(0)} s after the last round; RSS in ${AFTER_S} s`);
  await sleep(AFTER_S * 1000);
  const rssAfter = rssMb(server.pid);
  const outcome = photoOutcome(server.databasePath);
  await server.stop();
  await smtp.stop();
  return { results, plan, roundsSeconds, drainedAfterS, drainPeak, rssAfter, outcome, loadAtStart, officeMail };
}

function report({ results, roundsSeconds, drainedAfterS, drainPeak, rssAfter, outcome, loadAtStart, officeMail }) {
  // Each storm round against the calm rounds on either side of it: the neighbours' load drifts.
  const calmAround = (index) =>
    (results[index - 1].publicResult.requests.average + results[index + 1].publicResult.requests.average) / 2;
  const storms = (rate) =>
    results.map((result, index) => ({ ...result, index })).filter((result) => result.rate === rate);
  const rows = results.map((result, index) => roundRow(result, result.rate ? calmAround(index) : 0));
  const all = (list, pick) => list.flatMap(pick);
  const targets = [];
  for (const rate of [...new Set(RATES)]) {
    const rounds = storms(rate);
    const quotes = all(rounds, (r) => r.quotes);
    const answered = quotes.filter((one) => one.result.status > 0);
    const checks = all(rounds, (r) => r.checks);
    const checksOk = checks.filter((check) => check.status === 200).length;
    const healthP99 = p99(checks.map((check) => check.ms));
    const peak = Math.max(...rounds.map((r) => r.peaks.server));
    const share = Math.min(...rounds.map((r) => r.publicResult.requests.average / calmAround(r.index)));
    const quoteP99 = p99(answered.map((one) => one.result.ms));
    const refused = quotes.filter((one) => one.result.status === 503).length;
    const at = `${rate}/s`;
    targets.push(
      [
        `${at}: public pages, worst round's share of calm`,
        share.toFixed(2),
        rate <= 5 ? "≥ 0.6 (goal 0.8)" : "-",
        rate <= 5 ? share >= 0.6 : "-",
      ],
      [
        `${at}: quotes answered; answered after p50 / p99`,
        `${answered.length} of ${quotes.length} (${refused} refused 503); ${ms(p50(answered.map((one) => one.result.ms)))} / ${ms(quoteP99)}`,
        rate <= 5 ? "all; p99 ≤ 1,500 ms" : "all",
        answered.length === quotes.length && (rate > 5 || quoteP99 <= 1500),
      ],
      [
        `${at}: /healthz answered 200 within ${HEALTH_TIMEOUT_MS / 1000} s, p99`,
        `${checksOk} of ${checks.length}, ${ms(healthP99)}`,
        rate <= 5 ? "all, p99 ≤ 1,000 ms" : "all",
        checksOk === checks.length && (rate > 5 || healthP99 <= 1000),
      ],
      [
        `${at}: server RSS peak`,
        `${peak} MB (cleaner ${Math.max(...rounds.map((r) => r.peaks.children))} MB)`,
        "≤ 300 MB",
        peak <= 300,
      ],
    );
  }
  const photoLeads = all(results, (r) => r.quotes).filter((one) => one.photos && one.result.status === 201);
  const mailDelays = photoLeads
    .filter((one) => officeMail.has(one.n))
    .map((one) => (officeMail.get(one.n) - one.result.at) / 1000);
  targets.push(
    [
      "photos of acknowledged quotes dropped",
      `${outcome.dropped} of ${photoLeads.length * 2} (${outcome.stored} stored clean; ${outcome.waiting ? `${outcome.waiting} still waiting` : "all cleaned"} ${drainedAfterS.toFixed(0)} s after the last round)`,
      "0",
      outcome.dropped === 0 && outcome.waiting === 0,
    ],
    [
      "server RSS peak while the photos drain",
      `${drainPeak.server} MB (cleaner ${drainPeak.children} MB)`,
      "≤ 300 MB",
      drainPeak.server <= 300,
    ],
    [`server RSS ${AFTER_S} s after the drain`, `${rssAfter} MB`, "≤ 256 MB", rssAfter <= 256],
    [
      "office email of a photo lead after the visitor's answer, p50 / p99",
      `${mailDelays.length} of ${photoLeads.length}: ${p50(mailDelays).toFixed(0)} s / ${p99(mailDelays).toFixed(0)} s`,
      "-",
      "-",
    ],
  );
  let commit = "";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    commit = "unknown";
  }
  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  const table = (header, lines) => [
    header,
    header.replace(/[^|]+/g, "---"),
    ...lines.map((cells) => `| ${cells.join(" | ")} |`),
  ];
  return [
    `## The photo storm (${at} UTC, issue #44 item 6, \`scripts/bench-photo-storm.js\`, build of ${commit})`,
    "",
    `${results.length} rounds of ${ROUND_S} s (${roundsSeconds.toFixed(0)} s in all), calm and storm interleaved; in a storm each quote from its own address, every other one with two phone photos (2.2-4.5 MB JPEGs and a 4.0 MB iPhone HEIC); throughout, 50 connections on ${PUBLIC_PAGES.join(" and ")}, 2 staff reloading /admin/leads and /admin, /healthz 20 times a second. CPUs: ${pinningNote()}. Load average at start ${loadAtStart}, at the end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} on ${os.cpus().length} cores.`,
    "",
    ...table("| round | measured |", rows),
    "",
    ...table(
      "| measure | measured | target | met |",
      targets.map(([a, b, c, met]) => [a, b, c, met === "-" ? "-" : met ? "yes" : "NO"]),
    ),
    "",
  ].join("\n");
}

if (!fs.existsSync(path.resolve("dist/server.js"))) throw new Error("Build first: npm run build");
const section = report(await photoStorm());
console.log(section);
if (process.env.PHOTO_STORM_WRITE) addToBenchmarks(section);
