// What scripts/bench-storm.js's parts share: a server on a fresh database, its memory, and visitors.
import fs from "node:fs";

import { SMTPServer } from "smtp-server";

import { makeTempDir, startServerProcess } from "./server-process.js";

/** `command` replaces `node dist/server.js` (e.g. the same inside a cgroup, scripts/lib/cgroup.js). */
export async function startServer(env = {}, dataDir = makeTempDir("site-storm-"), command = undefined) {
  const server = await startServerProcess({
    dataDir,
    pin: true,
    command,
    // A port of one's own on a shared machine (BENCH_PORT); otherwise any free one.
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    env: {
      NOTIFY_EMAILS: "office@example.com",
      // Each simulated visitor comes from an address of its own (X-Forwarded-For), as in a real storm.
      TRUST_PROXY: "loopback",
      CONTACT_RATE_LIMIT_PER_HOUR: "100000000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "100000000",
      // As the systemd unit of docs/deploy.md runs it: glibc keeps two malloc arenas, not one per
      // thread, and gives a photo's pixels and an upload's 64 KiB reads back when they are freed.
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
      // e.g. `--require ./memory-log.cjs` or `--heapsnapshot-signal=SIGUSR2`, to see where memory goes.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...env,
    },
  });
  return { ...server, stop: () => server.stop().then(() => fs.rmSync(dataDir, { recursive: true, force: true })) };
}

export const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);

/** Samples a process's RSS until stopped; resolves to the peak. */
export function rssPeak(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return () => (clearInterval(timer), peak);
}

export const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export function quote(n, photo) {
  const fields = {
    name: `Storm Caller ${n}`,
    phone: `254${String(n).padStart(7, "0")}`,
    email: `caller${n}@example.com`,
    service: n % 3 ? "tree-removal" : "emergency-tree-service",
    message: `Storm benchmark ${n}: a limb on the roof.`,
  };
  if (!photo) return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append("photos", new Blob([photo], { type: "image/jpeg" }), "roof.jpg");
  return { headers: {}, body: form };
}

/** Runs `every(n)` every `ms` until stopped; resolves to what each run resolved to. */
export function repeat(ms, every) {
  const runs = [];
  let n = 0;
  const timer = setInterval(() => runs.push(every(n++)), ms);
  return async () => (clearInterval(timer), Promise.all(runs));
}

export async function timed(work) {
  const started = performance.now();
  const status = await work();
  return { status, ms: performance.now() - started };
}

export const p99 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.99) - 1)] ?? 0;

/**
 * An SMTP server that reads only each message's header block and hands it (latin1 text, up to the
 * blank line) to `onHeaders`, awaited before the message is acknowledged, when the message has
 * arrived whole. The tests' sink parses every message whole (mailparser), and a 2.7 MB photo email
 * parsed on the benchmark's side of the same two cores is CPU a real mail provider spends on its
 * own machines, not the site's.
 */
export async function startHeaderSink(onHeaders) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 64 * 1024 && !head.includes("\r\n\r\n")) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        Promise.resolve()
          .then(() => onHeaders(head.split("\r\n\r\n")[0]))
          .then(() => callback(), callback);
      });
    },
  });
  // A client that drops its connection (a server stopped mid-send) is no error of the benchmark's.
  server.on("error", (error) => console.warn(`SMTP sink: ${error.message}`));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** An SMTP server that keeps only each message's Message-ID (see startHeaderSink). */
export async function startMessageIdSink() {
  const messageIds = [];
  const sink = await startHeaderSink((head) => {
    messageIds.push(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? "(none)");
  });
  return { ...sink, messageIds };
}

/** CPU seconds a process has used, in all its threads and in its main (JavaScript) thread alone. */
export function cpuSeconds(pid) {
  const ticks = (file) => {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  };
  return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

/** Starts measuring a process's CPU; the returned function gives the cores it used since, in all threads and its main one. */
export function cpuUse(pid) {
  const start = cpuSeconds(pid);
  const started = performance.now();
  return () => {
    const end = cpuSeconds(pid);
    const seconds = (performance.now() - started) / 1000;
    return { all: (end.all - start.all) / seconds, main: (end.main - start.main) / seconds };
  };
}

/** Puts a benchmark's section first in docs/benchmarks.md, under its introduction (the *_WRITE switches). */
export function addToBenchmarks(section) {
  const file = new URL("../../docs/benchmarks.md", import.meta.url);
  const doc = fs.readFileSync(file, "utf8");
  const first = doc.indexOf("\n## ");
  fs.writeFileSync(file, `${doc.slice(0, first + 1)}${section}\n${doc.slice(first + 1)}`);
}
