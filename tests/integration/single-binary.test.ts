// The single binary on a machine with no Node.js, no node_modules and no project files:
// copied alone into an empty folder and run with nothing on PATH and a near-empty environment.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import SQLite from "better-sqlite3";
import S3rver from "s3rver";
import sharp from "sharp";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { business } from "~/content/business";
import { envVariables } from "~/platform/env.server";

import packageJson from "../../package.json";
import { getFreePort, makeTempDir, startServerProcess } from "../../scripts/lib/server-process.js";
import { phoneJpeg, smallHeic } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { spamTrapStamp } from "../helpers/spam-trap";
import { StaffClient } from "../helpers/staff";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const builtBinary = path.join(projectRoot, "dist/waco-tree-service");
const OFFICE = "office@example.com";
const BUCKET = "binary-backups";

/** dist/waco-tree-service when built after the current `npm run build` (npm test builds it then), else built now. */
function ensureBinary() {
  const builtAt = (file: string) => fs.statSync(path.join(projectRoot, file)).mtimeMs;
  const fresh =
    fs.existsSync(builtBinary) &&
    builtAt("dist/waco-tree-service") >= Math.max(builtAt("build/index.js"), builtAt("dist/server.js"));
  if (!fresh) execFileSync("npx", ["tsx", "scripts/build-binary.ts"], { cwd: projectRoot, stdio: "inherit" });
}

let folder: string;
let binary: string;
let env: { NODE_ENV: "production"; [name: string]: string };
let server: Awaited<ReturnType<typeof startServerProcess>>;
let url: string;
let phoneCounter = 0;
let backupCopy: string;
/** A webhook receiver on loopback: what the binary POSTs, with its headers. */
const webhooks: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
let webhookReceiver: http.Server;
/** A real S3-compatible server in this process: the binary's off-site backups go there. */
let s3: S3rver;

/**
 * Runs a command of the binary beside the server. Asynchronous on purpose: a blocked event
 * loop would keep fetch from noticing that the server closed an idle keep-alive connection.
 */
function runBinary(args: string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}) {
  const cwd = options.cwd ?? folder;
  const child = spawn(path.join(cwd, "waco-tree-service"), args, { cwd, env: { ...env, ...options.env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(options.input ?? "");
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

function openCopy(file: string) {
  return new SQLite(file, { readonly: true, fileMustExist: true });
}

/** Posts the quote form as a browser without JavaScript does, honeypot fields included. */
async function postQuote() {
  phoneCounter += 1;
  const phone = `254-555-${String(2000 + phoneCounter)}`;
  const page = await (await fetch(`${url}/contact`)).text();
  const honeypotStamp = spamTrapStamp(page);
  expect(page).toContain('name="name__confirm"');
  const response = await fetch(`${url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Binary Visitor",
      phone,
      email: "visitor@example.com",
      service: "tree-removal",
      message: "A cracked pecan limb over the driveway.",
      name__confirm: "",
      from__confirm: honeypotStamp!,
    }),
  });
  expect(response.status).toBe(302);
  return phone;
}

function emlFiles() {
  const outbox = path.join(folder, "data/outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).filter((name) => name.endsWith(".eml"));
}

function emlFor(phone: string) {
  const digits = phone.replace(/\D/g, "").slice(-4);
  return emlFiles().find((name) => fs.readFileSync(path.join(folder, "data/outbox", name), "utf8").includes(digits));
}

async function backupHealth() {
  const health = await fetch(`${url}/healthz/backups`);
  return (await health.json()) as { lastBackupAt: string | null; lastOffsiteAt: string | null };
}

/** Waits for a scheduled backup to finish after `time`; resolves to when it finished. */
async function backupFinishedAfter(time: string) {
  let finishedAt = "";
  await waitFor(async () => {
    finishedAt = (await backupHealth()).lastBackupAt ?? "";
    return finishedAt > time;
  }, 30_000);
  return finishedAt;
}

beforeAll(async () => {
  ensureBinary();
  folder = makeTempDir("binary-");
  backupCopy = path.join(makeTempDir("binary-backup-"), "copy.db");
  binary = path.join(folder, "waco-tree-service");
  fs.copyFileSync(builtBinary, binary);
  fs.chmodSync(binary, 0o755);
  webhookReceiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      webhooks.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  const webhookPort = await getFreePort();
  await new Promise<void>((resolve) => webhookReceiver.listen(webhookPort, "127.0.0.1", resolve));
  const s3Port = await getFreePort();
  s3 = new S3rver({
    port: s3Port,
    address: "127.0.0.1",
    silent: true,
    directory: makeTempDir("binary-s3-"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  // Configuration from a .env file beside the binary, as on a server: a backup every 3 s, copied off-site.
  fs.writeFileSync(
    path.join(folder, ".env"),
    [
      `NOTIFY_EMAILS=${OFFICE}`,
      `LEAD_WEBHOOK_URLS=http://127.0.0.1:${webhookPort}/leads`,
      "BACKUP_INTERVAL_MINUTES=0.05",
      "BACKUP_KEEP=2",
      `BACKUP_S3_URL=s3://${BUCKET}/site`,
      `BACKUP_S3_ENDPOINT=http://127.0.0.1:${s3Port}`,
      "AWS_REGION=us-east-1",
      "AWS_ACCESS_KEY_ID=S3RVER",
      "AWS_SECRET_ACCESS_KEY=S3RVER",
      "",
    ].join("\n"),
  );
  // An empty folder as PATH: no node to fall back on. The commands run below find the
  // server's database at their default DATABASE_PATH, data/site.db in this folder.
  env = { PATH: makeTempDir("empty-path-"), NODE_ENV: "production" };
  server = await startServerProcess({ command: [binary], cwd: folder, dataDir: path.join(folder, "data"), env });
  url = server.url;
}, 600_000);

afterAll(async () => {
  await server?.kill();
  webhookReceiver?.close();
  await s3?.close();
});

describe("the single binary, alone in an empty folder", () => {
  it("serves the home page with the phone number", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`tel:+1${business.defaultPhoneNumber}`);
    // The SQLite addon it unpacked to load, readable by the owner only.
    const [addon] = fs.readdirSync(path.join(folder, "data")).filter((name) => /^better_sqlite3-\w+\.node$/.test(name));
    expect(fs.statSync(path.join(folder, "data", addon!)).mode & 0o777).toBe(0o600);
    // Built without the ObjectWrap destructor of Node >= 24.19 headers, which aborts when the
    // garbage collector finalizes a statement outside a V8 context (nodejs/node#65446).
    expect(fs.readFileSync(path.join(folder, "data", addon!)).includes("RemoveEnvironmentCleanupHook")).toBe(false);
  });

  it("serves with the allocator settings of the systemd unit, though started without them (issue #44 item 3)", () => {
    // The binary runs itself again with them (glibc reads them only at start) and stays as the server's shadow.
    expect(env).not.toHaveProperty("MALLOC_MMAP_THRESHOLD_");
    const [serving, ...others] = fs
      .readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8")
      .trim()
      .split(" ");
    expect(others).toEqual([]);
    const environment = fs.readFileSync(`/proc/${serving}/environ`, "utf8").split("\0");
    expect(environment).toEqual(expect.arrayContaining(["MALLOC_ARENA_MAX=2", "MALLOC_MMAP_THRESHOLD_=65536"]));
  });

  it("stores a quote posted without JavaScript and writes its .eml (to the .env's recipient) into the data folder", async () => {
    const phone = await postQuote();
    const database = openCopy(path.join(folder, "data/site.db"));
    const lead = database.prepare("select name from leads where phone = ?").get(phone);
    database.close();
    expect(lead).toEqual({ name: "Binary Visitor" });
    const eml = await waitFor(async () => emlFor(phone));
    const message = fs.readFileSync(path.join(folder, "data/outbox", eml), "utf8");
    expect(message).toContain(`To: ${OFFICE}`);
    expect(message).toContain("Binary Visitor");
  });

  it("signs each lead's webhook with the secret it generated in the data folder", async () => {
    // The quote of the test above.
    const secret = fs.readFileSync(path.join(folder, "data/webhook-secret"), "utf8");
    expect(fs.statSync(path.join(folder, "data/webhook-secret")).mode & 0o777).toBe(0o600);
    const delivery = await waitFor(() => webhooks[0]);
    expect(new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).toMatchObject({
      type: "lead.created",
      data: { name: "Binary Visitor", serviceTitle: "Tree Removal", emergency: false },
    });
  });

  it("serves fingerprinted /build/ assets from memory, immutable for a year, with an ETag", async () => {
    const home = await (await fetch(url)).text();
    const asset = /\/build\/[^"]+\.css/.exec(home)![0];
    const response = await fetch(`${url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await response.text()).toBe(fs.readFileSync(path.join(projectRoot, "public", asset), "utf8"));

    // A revalidation as browsers send it (fetch alone would add Cache-Control: no-cache, which forbids a 304).
    const headers = { "If-None-Match": response.headers.get("etag")!, "Cache-Control": "max-age=0" };
    expect((await fetch(`${url}${asset}`, { headers })).status).toBe(304);

    // Its compressed copies go by the client's Accept-Encoding, q=0 meaning "never".
    const encodingFor = async (accepted: string) =>
      (await fetch(`${url}${asset}`, { headers: { "Accept-Encoding": accepted } })).headers.get("content-encoding");
    expect(await encodingFor("gzip, deflate, br")).toBe("br");
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("br;q=0, gzip;q=0")).toBeNull();
    expect(await encodingFor("identity")).toBeNull();
  });

  it("serves a file from public/ beside the data folder in place of the embedded one", async () => {
    const embedded = await (await fetch(`${url}/favicon.svg`)).text();
    expect(embedded).toBe(fs.readFileSync(path.join(projectRoot, "public/favicon.svg"), "utf8"));

    const replacement = '<svg xmlns="http://www.w3.org/2000/svg"><title>owner</title></svg>';
    fs.mkdirSync(path.join(folder, "public"));
    fs.writeFileSync(path.join(folder, "public/favicon.svg"), replacement);
    const response = await fetch(`${url}/favicon.svg`);
    expect(await response.text()).toBe(replacement);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("backup writes a readable copy of the live database, and restore refuses while the server runs", async () => {
    const result = await runBinary(["backup", backupCopy]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("integrity ok");
    const copy = openCopy(backupCopy);
    expect(copy.prepare("select count(*) as leads from leads").get()).toEqual({ leads: 1 });
    copy.close();

    const refused = await runBinary(["restore", backupCopy]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      /^A server is running on .+site\.db: stop it first \(systemctl stop tree-service\)\.\n$/,
    );
  });

  it("backs itself up on schedule and copies each backup to S3-compatible storage", async () => {
    await waitFor(async () => {
      const health = await fetch(`${url}/healthz/backups`);
      return health.status === 200 && ((await health.json()) as { lastOffsiteAt: string | null }).lastOffsiteAt;
    }, 30_000);
    expect(server.output()).toMatch(/Backups: wrote site-\d{8}-\d{6}(-\d+)?\.db/);
    expect(server.output()).not.toContain("off-site failed");
  });

  it("takes photos with a quote, checked from their bytes, and stores them normalized: no GPS, upright, HEIC as JPEG", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Binary Photo",
      phone: "254-555-2999",
      service: "tree-removal",
    })) {
      form.set(name, value);
    }
    const phonePhoto = fs.readFileSync(await phoneJpeg());
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    form.append("photos", new Blob([new Uint8Array(phonePhoto)], { type: "image/jpeg" }), "IMG_0412.JPG");
    // A small real HEIC: the binary's own HEIC decoder is the point here (the iPhone's 12 MP one goes
    // end to end in lead-photos.test, seconds of CPU at nice 10).
    const heic = fs.readFileSync(await smallHeic());
    form.append("photos", new Blob([new Uint8Array(heic)], { type: "image/heic" }), "IMG_0413.HEIC");
    expect((await fetch(`${url}/api/contact`, { method: "POST", body: form })).status).toBe(201);

    const renamed = new FormData();
    for (const [name, value] of form) if (typeof value === "string") renamed.set(name, value);
    renamed.append("photos", new Blob(["not a picture"], { type: "image/jpeg" }), "fake.jpg");
    const refused = await fetch(`${url}/api/contact`, { method: "POST", body: renamed });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.photos).toEqual([
      "Photos must be JPEG, PNG, WebP or HEIC pictures. Please choose your photos again.",
    ]);

    // Normalized after the answer (decision 050): the HEIC on the main thread in the binary.
    const stored = await waitFor(() => {
      const database = openCopy(path.join(folder, "data/site.db"));
      const rows = database
        .prepare(
          "select content_type as type, file_name as name, file, data, normalized from lead_photos join leads on leads.id = lead_id where name = ?",
        )
        .all("Binary Photo") as Array<{ type: string; name: string; file: string; data: null; normalized: number }>;
      database.close();
      return rows.length > 0 && rows.every((row) => row.normalized) && rows;
    }, 60_000);
    expect(stored.map(({ type, name, data }) => [type, name, data])).toEqual([
      ["image/jpeg", "photo-1.jpg", null],
      ["image/jpeg", "photo-2.jpg", null],
    ]);
    // sharp and libvips inside the binary: the location is gone and the phone photo stands upright.
    // Each clean photo is a file of the data folder's photos/, named by its bytes' hash (decision 078).
    const cleaned = await Promise.all(
      stored.map(async ({ file }) => {
        const { exif, width, height } = await sharp(fs.readFileSync(path.join(folder, "data/photos", file))).metadata();
        return { exif, width, height };
      }),
    );
    expect(cleaned).toEqual([
      { exif: undefined, width: 1920, height: 2560 },
      { exif: undefined, width: 640, height: 480 },
    ]);
  }, 120_000);

  it("staff create makes an account (password from stdin) that can sign in", async () => {
    const email = "owner@example.com";
    const password = "binary-password-123";
    const result = await runBinary(["staff", "create", email], { input: `${password}\n` });
    expect(result.status, result.stderr).toBe(0);

    const client = new StaffClient({ url });
    const signIn = await client.signIn(email, password, "/admin/leads");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/admin/leads");
    expect((await client.request("/admin/leads")).status).toBe(200);

    // A backup that finished after the account was made may have started before it;
    // the one after it cannot have. Wait for that one to be off-site: `restore latest` below needs it.
    const finishedAfter = await backupFinishedAfter(new Date().toISOString());
    const carriesAccount = await backupFinishedAfter(finishedAfter);
    await waitFor(async () => ((await backupHealth()).lastOffsiteAt ?? "") > carriesAccount, 30_000);
  }, 60_000);

  it("prints its version and every configuration variable with its default", async () => {
    const version = await runBinary(["--version"]);
    expect(version.stdout).toMatch(new RegExp(`^waco-tree-service ${packageJson.version} \\(.+\\)\\n$`));

    // Loading the app reads no configuration, so help works even when it is wrong.
    const help = await runBinary(["--help"], { env: { PORT: "not-a-port" } });
    expect(help.status).toBe(0);
    for (const command of ["serve", "migrate", "backup [file]", "staff create <email>"]) {
      expect(help.stdout).toContain(command);
    }
    for (const name of Object.keys(envVariables).filter((name) => name !== "NODE_ENV")) {
      expect(help.stdout).toMatch(new RegExp(`${name} \\(default: .+\\)`));
    }
    // Where a webhook receiver finds the generated signing secret, for the configured data folder.
    expect(help.stdout).toContain(path.join(folder, "data/webhook-secret"));
    const elsewhere = await runBinary(["--help"], { env: { DATABASE_PATH: "/srv/tree-data/site.db" } });
    expect(elsewhere.stdout).toContain("/srv/tree-data/webhook-secret (in the data folder beside DATABASE_PATH)");
  });

  it("answers an unknown command or a bad variable with one line and exit code 2", async () => {
    const unknown = await runBinary(["frobnicate"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('Unknown command "frobnicate": see waco-tree-service --help\n');

    const badVariable = await runBinary(["migrate"], { env: { PORT: "not-a-port" } });
    expect(badVariable.status).toBe(2);
    expect(badVariable.stderr).toMatch(/^Invalid configuration: PORT: [^\n]+\n$/);
  });

  it("stops on SIGTERM within 10 s, after sending the email of a quote taken just before (the signal and exit code passed through)", async () => {
    const phone = await postQuote();
    const stopping = Date.now();
    // Its log in the failure message: a stop cut short or one whose background work fails says why (exit 1).
    expect(await server.stop(), server.output().slice(-4000)).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);

    expect(emlFor(phone)).toBeDefined();
    const database = openCopy(path.join(folder, "data/site.db"));
    const pending = database.prepare("select count(*) as n from outbox where status = 'pending'").get();
    database.close();
    expect(pending).toEqual({ n: 0 });
  });

  it("restores the backup once the server is stopped, keeping the database it replaces", async () => {
    const restored = await runBinary(["restore", backupCopy]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^Staff accounts in the backup \(0\):\nRestored .+copy\.db: 1 lead \(newest .+\), 0 staff accounts\./,
    );
    const kept = fs.readdirSync(path.join(folder, "data")).filter((name) => name.startsWith("site.db.before-restore-"));
    expect(kept).toHaveLength(1);
    const database = openCopy(path.join(folder, "data/site.db"));
    expect(database.prepare("select count(*) as leads from leads").get()).toEqual({ leads: 1 });
    database.close();
  });

  it("after losing the server: a new folder with the binary and the .env, `restore latest` from S3, start", async () => {
    const newServer = makeTempDir("binary-new-vps-");
    fs.copyFileSync(binary, path.join(newServer, "waco-tree-service"));
    fs.chmodSync(path.join(newServer, "waco-tree-service"), 0o755);
    fs.copyFileSync(path.join(folder, ".env"), path.join(newServer, ".env"));

    const restored = await runBinary(["restore", "latest"], { cwd: newServer });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^Downloading s3:\/\/binary-backups\/site\/site-\d{8}-\d{6}(-\d+)?\.db\nStaff accounts in the backup \(1\):\n {2}owner@example\.com \(added .+\)\nRestored latest: \d+ leads? \(newest \d{4}-/,
    );
    const database = openCopy(path.join(newServer, "data/site.db"));
    expect(database.prepare("select name from leads order by id limit 1").get()).toEqual({ name: "Binary Visitor" });
    database.close();

    const started = await startServerProcess({
      command: [path.join(newServer, "waco-tree-service")],
      cwd: newServer,
      dataDir: path.join(newServer, "data"),
      env: { ...env, BACKUP_INTERVAL_MINUTES: "0" },
    });
    expect(await started.stop()).toBe(0);
  });
});
