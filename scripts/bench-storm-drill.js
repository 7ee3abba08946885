// `npm run bench` (run by tsx for the test helpers it shares): issue #47 item 7, the storm drill.
// Storm mode on, a burst of storm intake at the production server (a quarter Red, a quarter Orange,
// half Yellow clean-up; half with 2-3 phone photos; every other one in Spanish), staff reloading
// the board, /healthz pinged; the server in a 1 GB / 1 CPU cgroup where this machine allows it.
// Reports what was answered and stored, the on-call text and the owner's email for each Red lead,
// the promised waits against the board's order, page and board times and peak memory.
// DRILL_LEADS (200) over DRILL_SECONDS (600); DRILL_SEEDED=<folder> starts from a copy of its
// site.db (e.g. 100,000 leads, as scripts/bench-admin.js's BENCH_KEEP leaves one) for the board's
// times at that size; DRILL_WRITE=1 adds the rows to docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import { simpleParser } from "mailparser";

import { phoneJpeg } from "../tests/helpers/phone-photos.ts";
import { sendQuoteForm } from "../tests/helpers/quote-form.ts";
import { adminEnv, signedInClient, StaffClient } from "../tests/helpers/staff.ts";
import { startTwilioMock } from "../tests/helpers/twilio.ts";
import { limitedGroup } from "./lib/cgroup.js";
import { makeTempDir, pinningNote } from "./lib/server-process.js";
import {
  addToBenchmarks,
  p99,
  rssPeak,
  startHeaderSink,
  startServer,
  timed,
  visitorAddress,
} from "./lib/storm-tools.js";

const LEADS = Number(process.env.DRILL_LEADS ?? 200);
const SECONDS = Number(process.env.DRILL_SECONDS ?? 600);
const SEEDED = process.env.DRILL_SEEDED;
const ON_CALL = "+12545550199";
const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value) => `${Math.round(value)} ms`;

/** The owner's notification emails: when each arrived, by subject. */
async function startSubjectSink() {
  const arrivals = [];
  const sink = await startHeaderSink(async (head) => {
    const at = performance.now();
    // The header block alone: the photos attached to a Red lead's alert need no parsing.
    const { subject = "" } = await simpleParser(Buffer.from(`${head}\r\n\r\n`, "latin1"));
    arrivals.push({ at, subject });
  });
  return { ...sink, arrivals };
}

const HAZARDS = [
  ["red", "power-line"],
  ["orange", "roof-hit"],
  ["yellow", "clean-up"],
  ["yellow", "clean-up"],
];

/** The n-th caller: tier by hazard, language, photos, a street of a few Waco blocks. */
function caller(n, photo) {
  const [tier, hazard] = HAZARDS[n % HAZARDS.length];
  const spanish = n % 2 === 1;
  const fields = [
    ["name", `${spanish ? "Lucía" : "Zoë"} Tormenta ${n}`],
    ["phone", `254${String(7_000_000 + n)}`],
    ["email", `drill${n}@example.com`],
    ["address", `${100 + (n % 40) * 10} ${["Austin Ave", "Bagby Ave", "Sanger Ave"][n % 3]}, Waco, TX 7671${n % 3}`],
    // Half of each tier picks the emergency service, half tree removal: a Red lead texts on call either way.
    ["service", n % 8 < 4 ? "emergency-tree-service" : "tree-removal"],
    [`stormHazards.${hazard}`, "on"],
    ["stormCanLeave", "yes"],
    ["stormInsurance", n % 3 ? "no" : "yes"],
  ];
  const photos = n % 2 === 0 ? [] : Array.from({ length: 2 + (n % 3 === 0 ? 1 : 0) }, (_, i) => photo(i));
  return { tier, page: spanish ? "/es/contacto" : "/contact", fields, photos };
}

async function drill() {
  const smtp = await startSubjectSink();
  const texts = [];
  const twilio = await startTwilioMock({ onText: (text) => texts.push({ at: performance.now(), ...text }) });
  const dataDir = makeTempDir("site-storm-");
  if (SEEDED) fs.copyFileSync(path.join(SEEDED, "site.db"), path.join(dataDir, "site.db"));
  const group = limitedGroup({ memoryMb: 1024, cpus: 1, name: `storm-drill-${process.pid}` });
  // Also when the drill fails: an empty cgroup left behind is litter.
  process.once("exit", () => group.remove?.());
  const serverCommand = [process.execPath, new URL("../dist/server.js", import.meta.url).pathname];
  const server = await startServer(
    { ...adminEnv, SMTP_URL: smtp.url, ...twilio.env, ON_CALL_PHONES: ON_CALL },
    dataDir,
    group.wrap?.(serverCommand),
  );
  const owner = SEEDED ? new StaffClient(server) : await signedInClient(server);
  // In a database scripts/bench-admin.js kept (BENCH_KEEP), its owner account is the first one.
  if (SEEDED && (await owner.signIn("bench@example.com", "bench-password-123")).status !== 302)
    throw new Error(`Cannot sign in to ${SEEDED}/site.db as scripts/bench-admin.js's owner`);
  const load = os.loadavg()[0];
  const peak = rssPeak(server.pid);
  const before = new SQLite(server.databasePath, { readonly: true });
  const { leadsBefore, lastId } = before
    .prepare("select count(*) as leadsBefore, coalesce(max(id), 0) as lastId from leads")
    .get();
  before.close();
  const switched = await owner.api("PATCH", "/api/site-settings", { stormMode: true });
  if (switched.status !== 200) throw new Error(`Storm mode did not switch on: ${switched.status}`);
  const jpeg = fs.readFileSync(await phoneJpeg());
  const photo = (i) => ({ name: `IMG_${4120 + i}.JPG`, type: "image/jpeg", bytes: jpeg });

  const board = [];
  const health = [];
  let sending = true;
  const staff = (async () => {
    while (sending) {
      const read = await timed(async () => (await owner.get("/admin/storm")).status);
      board.push(read);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  })();
  const monitor = (async () => {
    while (sending) {
      health.push(await timed(async () => (await fetch(`${server.url}/healthz`)).status));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();

  // Homeowners reading the site meanwhile: the home page, the emergency page and the form, in both languages.
  const publicReads = [];
  const publicPages = ["/", "/es", "/services/emergency-tree-service", "/contact", "/es/contacto"];
  const visitors = (async () => {
    for (let i = 0; sending; i++) {
      const page = publicPages[i % publicPages.length];
      publicReads.push(
        await timed(async () => {
          const response = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "br, gzip" } });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();

  const started = performance.now();
  const sent = [];
  for (let n = 0; n < LEADS; n++) {
    const wait = started + (n * SECONDS * 1000) / LEADS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const one = caller(n, photo);
    sent.push(
      timed(async () => {
        const answer = await sendQuoteForm(server, one.fields, {
          page: one.page,
          photos: one.photos,
          headers: { "X-Forwarded-For": visitorAddress(n + 1) },
        });
        return { status: answer.status, at: performance.now() };
      }).then((result) => ({ ...one, n, ...result })),
    );
  }
  const answers = await Promise.all(sent);
  const burstSeconds = (performance.now() - started) / 1000;
  // A minute for the last Red lead's alert.
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  sending = false;
  await Promise.all([staff, monitor, visitors]);
  const boardHtml = await (await owner.get("/admin/storm")).text();
  const peakMb = peak();

  const db = new SQLite(server.databasePath, { readonly: true });
  const stored = db
    .prepare("select id, name, storm_tier as tier, storm_promised_at as promised from leads where id > ?")
    .all(lastId);
  db.close();
  const cgroup = group.usage?.();
  const throttled = group.throttledSeconds?.();
  await server.stop();
  group.remove?.();
  await smtp.stop();
  await twilio.stop();

  const answered = answers.filter((answer) => answer.status.status === 302);
  const names = new Set(stored.map((lead) => lead.name));
  const reds = answers.filter((answer) => answer.tier === "red");
  const alertDelays = reds.map((red) => {
    const name = red.fields[0][1];
    const alert = smtp.arrivals.find((mail) => mail.subject.endsWith(` ${name}`));
    return alert ? (alert.at - red.status.at) / 1000 : Infinity;
  });
  // The first line of the on-call alert names the lead: "EMERGENCY: Zoë Tormenta 4".
  const textDelays = reds.map((red) => {
    const text = texts.find(
      (one) => one.to === ON_CALL && one.body.split("\n")[0] === `EMERGENCY: ${red.fields[0][1]}`,
    );
    return text ? (text.at - red.status.at) / 1000 : Infinity;
  });
  const onCallTexts = texts.filter((text) => text.to === ON_CALL);
  const within = (delays) =>
    `${delays.filter((delay) => delay <= 60).length} of ${reds.length}; median ${p50(delays).toFixed(1)} s, slowest ${Math.max(...delays).toFixed(1)} s`;
  const tiersRight = answers.filter(
    (answer) => stored.find((lead) => lead.name === answer.fields[0][1])?.tier === answer.tier,
  ).length;
  // The board's order (#1 first) against each lead's promised call time: a lead promised earlier
  // than one ahead of it on the board is an inversion.
  const byId = new Map(stored.map((lead) => [String(lead.id), lead]));
  // The drill's own leads: a kept database (DRILL_SEEDED) may hold storm leads of its own.
  const order = [...boardHtml.matchAll(/id="lead-(\d+)"/g)]
    .map((match) => byId.get(match[1]))
    .filter((lead) => lead !== undefined);
  let inversions = 0;
  let pairs = 0;
  for (let i = 0; i < order.length; i++)
    for (let j = i + 1; j < order.length; j++) {
      pairs++;
      if (Date.parse(order[j].promised) < Date.parse(order[i].promised)) inversions++;
    }
  const sendMs = answers.map((answer) => answer.ms);
  const withPhotos = answers.filter((answer) => answer.photos.length).map((answer) => answer.ms);

  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  const rows = [
    `## The storm drill (${at} UTC, issue #47 item 7, \`scripts/bench-storm-drill.js\`)`,
    "",
    `${LEADS} storm leads over ${SECONDS} s (sent in ${burstSeconds.toFixed(0)} s), a quarter Red, half with 2-3 phone photos of ${(jpeg.length / 1024 / 1024).toFixed(1)} MB, every other one in Spanish; the owner reloading /admin/storm every 2 s, /healthz every 1 s, a visitor reading five public pages in turn every 0.5 s. Half of each tier picks the emergency service, half tree removal. ${SEEDED ? `The database held ${leadsBefore.toLocaleString("en-US")} leads before the drill (a copy of ${SEEDED}/site.db).` : "A fresh database."} CPUs: ${pinningNote()}. The server in ${group.note}. Load average at start ${load.toFixed(1)}, at the end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
    "",
    "| What | Measured |",
    "|---|---|",
    `| Answered (302 to the thank-you) | ${answered.length} of ${LEADS} |`,
    `| Stored once | ${stored.length} leads, ${names.size} distinct callers |`,
    `| Tier set from the answers | ${tiersRight} of ${LEADS} |`,
    `| Red leads' on-call text (Twilio mock) within a minute | ${within(textDelays)} |`,
    `| Red leads' owner alert (email) within a minute | ${within(alertDelays)} |`,
    `| Texts to the on-call phone (first alerts and repeats until claimed) | ${onCallTexts.length}, about ${new Set(onCallTexts.map((text) => text.body.split("\n")[3])).size} leads |`,
    `| Quote form send, p50 / p99 (all) | ${ms(p50(sendMs))} / ${ms(p99(sendMs))} |`,
    `| Quote form send with photos, p50 / p99 | ${ms(p50(withPhotos))} / ${ms(p99(withPhotos))} |`,
    `| Board (/admin/storm), reads, p50 / p99 | ${board.length}, ${ms(p50(board.map((read) => read.ms)))} / ${ms(p99(board.map((read) => read.ms)))} |`,
    `| Public pages (${publicPages.join(", ")}) read in turn every 0.5 s: reads, p50 / p99, failures | ${publicReads.length}, ${ms(p50(publicReads.map((read) => read.ms)))} / ${ms(p99(publicReads.map((read) => read.ms)))}, ${publicReads.filter((read) => read.status !== 200).length} |`,
    `| /healthz, p99, failures | ${ms(p99(health.map((read) => read.ms)))}, ${health.filter((read) => read.status !== 200).length} |`,
    `| Promised call times against the board's order | ${order.length} on the board, ${inversions} of ${pairs} pairs promised out of board order |`,
    `| Server peak memory (RSS) | ${peakMb} MB |`,
    ...(cgroup
      ? [
          `| The cgroup: peak memory with page cache, hits of its 1 GB limit, processes killed | ${cgroup.peakMb} MB, ${cgroup.limitHits}, ${cgroup.oomKills} |`,
          `| The cgroup: time held back by its 1 CPU quota | ${throttled.toFixed(1)} s |`,
        ]
      : []),
    "",
  ].join("\n");
  console.log(rows);
  if (process.env.DRILL_WRITE) addToBenchmarks(rows);
}

await drill();
