import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { backupFileName, checkDatabaseFile, isBackupFile } from "~/platform/backups/backups.server";
import { downloadOffsite, latestOffsiteKey, pruneOffsite, uploadBackup } from "~/platform/backups/offsite.server";

import { openDatabase } from "../../db/connection";
import { phoneJpeg } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import {
  backupMover,
  clockedBackups,
  getFreePort,
  makeTempDir,
  moveClockTo,
  startServer,
  type TestServer,
} from "../helpers/server";
import { adminEnv, insertLeads, signedInClient } from "../helpers/staff";

const BUCKET = "tree-backups";
let s3: S3rver;
let s3Endpoint: string;
/** How each object reached the S3 server: ObjectCreated:Put (one request) or :Post (the end of an upload in parts). */
const storedObjects: Array<{ key: string; how: string }> = [];

beforeAll(async () => {
  const port = await getFreePort();
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: makeTempDir("s3rver-"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3.on("event", (event) =>
    storedObjects.push(...event.Records.map((record) => ({ key: record.s3.object.key, how: record.eventName }))),
  );
  await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
});

const offsiteEnv = (bucketUrl: string) => ({
  BACKUP_S3_URL: bucketUrl,
  BACKUP_S3_ENDPOINT: s3Endpoint,
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
});

const backupsIn = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, "backups"))
    ? fs.readdirSync(path.join(dataDir, "backups")).filter(isBackupFile)
    : [];

/** Runs `work` with a client of the test's S3 server. */
async function withS3Client<T>(work: (client: S3Client) => Promise<T>) {
  const client = new S3Client({
    endpoint: s3Endpoint,
    forcePathStyle: true,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  try {
    return await work(client);
  } finally {
    client.destroy();
  }
}

/** What the S3 server holds under a prefix. */
async function bucketKeys(prefix: string) {
  const page = await withS3Client((client) =>
    client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix })),
  );
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

const projectRoot = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(projectRoot, "node_modules/.bin/tsx");

/** Runs `command` with only the given configuration. Asynchronous: the S3 server it may talk to runs in this process. */
function run([command, ...args]: string[], env: Record<string, string>, cwd = projectRoot) {
  const child = spawn(command!, args, { cwd, env: { PATH: process.env.PATH, NODE_ENV: "production", ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

/** An npm script's command (`npm run db:restore -- …` runs this). */
const runScript = (script: string, args: string[], env: Record<string, string>, cwd = projectRoot) =>
  run([tsx, "--tsconfig", path.join(projectRoot, "tsconfig.json"), path.join(projectRoot, script), ...args], env, cwd);

/** A backup made with the built server's own `backup <file>`, as the schedule makes it (without tsx's compile). */
const backUp = (databasePath: string, file: string) =>
  run([process.execPath, path.join(projectRoot, "dist/server.js"), "backup", file], { DATABASE_PATH: databasePath });

/**
 * A clean photo of a lead as the photo job leaves it (decision 078): a file of the data folder's
 * photos/ named by the SHA-256 of its bytes, which the record names. Resolves to the file's name.
 */
async function insertCleanPhoto(server: Pick<TestServer, "openDb" | "dataDir">, leadId: number) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7d2c" } })
    .jpeg()
    .toBuffer();
  const name = crypto.createHash("sha256").update(bytes).digest("hex");
  fs.mkdirSync(path.join(server.dataDir, "photos"), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, "photos", name), bytes);
  const { db } = server.openDb();
  await db
    .insertInto("leadPhotos")
    .values({
      leadId,
      contentType: "image/jpeg",
      size: bytes.length,
      fileName: "photo-1.jpg",
      file: name,
      thumbnailFile: name,
    })
    .execute();
  await db.destroy();
  return { name, bytes };
}

/** The file names of the backups a server has written, in order. */
const writtenBackups = (server: TestServer) =>
  [...server.output().matchAll(/Backups: wrote (\S+)/g)].map((match) => match[1]!);
const countWrites = (server: TestServer) => writtenBackups(server).length;

/**
 * The name of a backup begun after `time`: the schedule names each backup by the second it
 * starts at, so a name at or after the next whole second is a backup begun after `time`.
 */
const nameAfter = (time: number) => backupFileName(new Date(time + 1000));

describe("scheduled backups", () => {
  // One server backs up on schedule; the restore below brings its newest off-site backup back on a new one.
  let server: TestServer;
  let leadId: number;
  let photo: Awaited<ReturnType<typeof insertCleanPhoto>>;
  /** The first backup's name that holds the lead and its photo. */
  let withLead: string;
  const offsiteBackups = async () => (await bucketKeys("waco/")).filter((key) => !key.startsWith("waco/photos/"));

  beforeAll(async () => {
    server = await startServer({ env: { ...adminEnv, ...clockedBackups(), ...offsiteEnv(`s3://${BUCKET}/waco`) } });
    [leadId] = (await insertLeads(server, [{ name: "Backed Up" }])) as [number];
    photo = await insertCleanPhoto(server, leadId);
    withLead = nameAfter(Date.now());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are made on schedule, whole, pruned to BACKUP_KEEP here and off-site, and shown to staff", async () => {
    const nextBackupDue = backupMover(server);
    for (let backups = 1; backups <= 3; backups++) {
      await nextBackupDue();
      // A backup and its copy are two processes at nice 10: at a load average of 20 they wait their turn.
      await waitFor(() => countWrites(server) >= backups, 150_000);
    }
    await waitFor(async () => (await offsiteBackups()).length === 2 && backupsIn(server.dataDir).length === 2);
    for (const name of backupsIn(server.dataDir)) {
      expect(checkDatabaseFile(path.join(server.dataDir, "backups", name)).tables).toContain("leads");
      expect(fs.statSync(path.join(server.dataDir, "backups", name)).mode & 0o777).toBe(0o600);
    }
    expect((await offsiteBackups()).every((key) => isBackupFile(key.slice("waco/".length)))).toBe(true);
    // The photo's file is beside the backups once, and off-site once however many backups name it (decision 078),
    // sent by the off-site process of its own.
    expect(fs.readFileSync(path.join(server.dataDir, "backups/photos", photo.name))).toEqual(photo.bytes);
    expect(await bucketKeys("waco/photos/")).toEqual([`waco/photos/${photo.name}`]);
    expect(storedObjects.filter((object) => object.key === `waco/photos/${photo.name}`)).toHaveLength(1);
    const copied = (sent: number) =>
      new RegExp(`Copied waco/site-\\d{8}-\\d{6}\\.db off-site with ${sent} new photo files of 1`);
    await waitFor(() => copied(1).test(server.output()) && copied(0).test(server.output()), 60_000);

    const health = await fetch(`${server.url}/healthz/backups`);
    expect(health.status).toBe(200);
    const body = await health.json();
    expect(body).toMatchObject({ status: "ok", offsite: true, backupStale: false, offsiteStale: false });
    expect(JSON.stringify(body)).not.toMatch(/tree-backups|S3RVER|\/tmp|site-/);

    const staff = await signedInClient(server);
    const home = (await (await staff.get("/admin")).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(home).toMatch(/Last backup [A-Z][a-z]{2} \d+, \d{4}, [\d:]+ [AP]M C[SD]T , [\d.]+ MB/);
    expect(home).toMatch(/Copied off-site [A-Z][a-z]{2} \d+, \d{4}/);
  }, 480_000); // each backup and its off-site copy are two process starts at nice 10

  it("after losing the server: a new folder, the .env, `restore latest` from S3, start", async () => {
    // A backup begun after the lead and its photo went in is off-site (the test above waited for
    // three); the server is then lost, as a crash or a dead VPS loses it.
    await waitFor(async () => (await offsiteBackups()).some((key) => key >= `waco/${withLead}`), 120_000);
    await server.kill();

    // The new VPS: an empty folder with the .env file, and nothing else.
    const folder = makeTempDir("new-vps-");
    const env = { ...offsiteEnv(`s3://${BUCKET}/waco`), DATABASE_PATH: "data/site.db" };
    fs.writeFileSync(
      path.join(folder, ".env"),
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join("\n"),
    );
    const restored = await runScript("scripts/db-restore.ts", ["latest"], env, folder);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Downloading s3:\/\/tree-backups\/waco\/site-\d{8}-\d{6}\.db/);
    expect(restored.stdout).toMatch(/1 lead .+ 1 staff account/);
    // The photo files come down from photos/ beside the backup (decision 078).
    expect(restored.stdout).toContain("Photo files: 1 named, 1 brought back");

    const started = await startServer({ dataDir: path.join(folder, "data"), env: adminEnv });
    try {
      const { db } = started.openDb();
      const names = (await db.selectFrom("leads").select("name").execute()).map((lead) => lead.name);
      const [photoId] = await db.selectFrom("leadPhotos").select("id").execute();
      await db.destroy();
      expect(names).toEqual(["Backed Up"]);
      const staff = await signedInClient(started);
      const served = await staff.get(`/admin/leads/${leadId}/photos/${photoId!.id}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(photo.bytes);
    } finally {
      await started.stop();
    }
  }, 240_000);
});

describe("scheduled backups while off-site copies fail", () => {
  it("a failing off-site copy shows on the staff home with its error, and /healthz/backups answers 503", async () => {
    const server = await startServer({
      env: { ...adminEnv, ...clockedBackups(), ...offsiteEnv("s3://no-such-bucket/x") },
    });
    const nextBackupDue = backupMover(server);
    try {
      await nextBackupDue();
      const copyFailed = () => /Backups: copying site-\S+ off-site failed/.test(server.output());
      await waitFor(copyFailed, 60_000);
      // Local backups go on meanwhile: the copy's retries never hold them up. One written after a copy failed:
      const writesWhileFailing = countWrites(server);
      await nextBackupDue();
      await waitFor(() => countWrites(server) > writesWhileFailing, 60_000);
      // Two intervals since the start without a copy off-site: failing.
      const failing = await fetch(`${server.url}/healthz/backups`);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toMatchObject({ status: "failing", offsiteStale: true, lastOffsiteAt: null });
      expect(await (await fetch(`${server.url}/healthz/backups`)).json()).toMatchObject({ backupStale: false });
      const staff = await signedInClient(server);
      const home = await (await staff.get("/admin")).text();
      expect(home).toContain("Backups are not reaching off-site storage");
      expect(home).toMatch(/bucket does not exist/i);
      expect(home).not.toContain("S3RVER");

      // The bucket is made: the next retry copies the backup, and the alarm clears. The clock route wakes
      // the job, as the retry's own timer would (a minute or more on).
      await withS3Client((client) => client.send(new CreateBucketCommand({ Bucket: "no-such-bucket" })));
      await moveClockTo(server, new Date().toISOString());
      const recovered = await waitFor(async () => {
        const response = await fetch(`${server.url}/healthz/backups`);
        return response.status === 200 && response;
      }, 60_000);
      expect(await recovered.json()).toMatchObject({ status: "ok", offsiteStale: false });
      expect(await (await staff.get("/admin")).text()).not.toContain("Backups are not reaching off-site storage");
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe("a stop with background work in flight", () => {
  it("ends an off-site copy and a photo backlog at once and exits 0: the copy stays pending, the photos wait for the next start", async () => {
    // Storage that takes the upload's connection and never answers: the copy would wait for ever.
    let uploadsStarted = 0;
    const silentStorage = http.createServer(() => (uploadsStarted += 1));
    const port = await getFreePort();
    await new Promise<void>((resolve) => silentStorage.listen(port, "127.0.0.1", resolve));
    const server = await startServer({
      env: {
        ...adminEnv,
        ...clockedBackups(),
        ...offsiteEnv(`s3://${BUCKET}/stopped`),
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      },
    });
    const waitingPhotos = (db: ReturnType<TestServer["openDb"]>["db"]) =>
      db.selectFrom("leadPhotos").select(["id", "normalizeAttempts"]).where("normalized", "=", 0).execute();
    try {
      // After a storm: 20 phone photos wait to be cleaned (tens of seconds), and a quote with one more wakes the cleaning.
      const [leadId] = (await insertLeads(server, [{ name: "Backlog Bo" }])) as [number];
      const photo = await fs.promises.readFile(await phoneJpeg());
      fs.mkdirSync(path.join(server.dataDir, "photos-waiting"), { recursive: true });
      const { db } = server.openDb();
      for (let index = 0; index < 20; index += 1) {
        const originalFile = `original-backlog-${index}`;
        fs.writeFileSync(path.join(server.dataDir, "photos-waiting", originalFile), photo);
        await db
          .insertInto("leadPhotos")
          .values({
            leadId,
            contentType: "image/jpeg",
            size: photo.length,
            fileName: "IMG.jpg",
            originalFile,
            normalized: 0,
          })
          .execute();
      }
      const quote = await sendQuoteForm(
        server,
        { name: "Backlog Cy", phone: "254-555-0190", service: "tree-removal" },
        {
          photos: [{ name: "IMG_0001.jpg", type: "image/jpeg", bytes: photo }],
        },
      );
      expect(quote.status).toBe(302);
      await backupMover(server)();
      await waitFor(
        async () => countWrites(server) === 1 && uploadsStarted > 0 && (await waitingPhotos(db)).length < 21,
        60_000,
      );

      // Before, the stop waited for both until the process manager's limit cut it short (exit 1).
      expect(await server.stop(), server.output()).toBe(0);
      const stillWaiting = await waitingPhotos(db);
      expect(stillWaiting.length, server.output()).toBeGreaterThan(0);
      // The photo being cleaned when the stop came was not its fault: no attempt counts against it.
      expect(stillWaiting.filter((photo) => photo.normalizeAttempts > 0)).toEqual([]);
      await db.destroy();
      expect(server.output()).not.toMatch(/off-site failed|backup failed/);
      const status = JSON.parse(fs.readFileSync(path.join(server.dataDir, "backups/status.json"), "utf8"));
      expect(status).toMatchObject({ pendingUpload: writtenBackups(server)[0] });
      expect(status).not.toHaveProperty("lastOffsiteError");
    } finally {
      await server.stop();
      silentStorage.closeAllConnections();
      silentStorage.close();
    }
  }, 120_000);
});

describe("off-site copies", () => {
  // The AWS SDK reads the credentials from this process's environment; other test files run in it after this one.
  afterAll(() => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it("send a backup bigger than one part in parts, and bring it back byte for byte", async () => {
    const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, BACKUP_S3_ENDPOINT, AWS_REGION } = offsiteEnv("");
    Object.assign(process.env, { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY });
    const settings = { url: `s3://${BUCKET}/big`, endpoint: BACKUP_S3_ENDPOINT, region: AWS_REGION };
    const folder = makeTempDir("big-backup-");
    const backup = path.join(folder, "site-20260101-000000.db");
    fs.writeFileSync(backup, crypto.randomBytes(12 * 1024 * 1024));
    const sha256 = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

    const key = await uploadBackup(settings, backup);
    expect(storedObjects.filter((object) => object.key === key).map((object) => object.how)).toEqual([
      "ObjectCreated:Post",
    ]);
    expect(await latestOffsiteKey(settings)).toBe("big/site-20260101-000000.db");

    const downloaded = path.join(folder, "downloaded.db");
    await downloadOffsite(settings, BUCKET, key, downloaded);
    expect(sha256(downloaded)).toBe(sha256(backup));
  }, 60_000);

  it("take as latest, and prune, by the backups' own time, passing over keys that are not ours", async () => {
    const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, BACKUP_S3_ENDPOINT, AWS_REGION } = offsiteEnv("");
    Object.assign(process.env, { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY });
    const settings = { url: `s3://${BUCKET}/planted`, endpoint: BACKUP_S3_ENDPOINT, region: AWS_REGION };
    const folder = makeTempDir("planted-");
    const now = Date.now();
    const daysAgo = (days: number) => backupFileName(new Date(now - days * 86_400_000));
    // The older backup stored after the newer one: the order of storing can't stand in for the order of making.
    const names = [daysAgo(1), daysAgo(3), "site-29991231-235959.db", "site-20260231-000000.db", "notes.db"];
    for (const name of names) {
      fs.writeFileSync(path.join(folder, name), "a backup");
      await uploadBackup(settings, path.join(folder, name));
    }
    expect(await latestOffsiteKey(settings)).toBe(`planted/${daysAgo(1)}`);
    expect((await pruneOffsite(settings, 1)).removed).toBe(1);
    expect(await bucketKeys("planted/")).toEqual(
      ["notes.db", "site-20260231-000000.db", "site-29991231-235959.db", daysAgo(1)]
        .map((name) => `planted/${name}`)
        .sort(),
    );
  });

  it("that a killed process left unfinished are aborted on the next start, and only ours", async () => {
    // s3rver keeps no unfinished uploads: this S3 endpoint lists two and records what is aborted.
    const aborted: string[] = [];
    const bucketApi = http.createServer((req, res) => {
      const url = new URL(req.url!, "http://s3");
      if (req.method === "GET" && url.pathname === "/killed-uploads/" && url.searchParams.has("uploads")) {
        const upload = (key: string, id: string) =>
          `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>2026-01-01T03:15:01.000Z</Initiated></Upload>`;
        res.writeHead(200, { "Content-Type": "application/xml" });
        return void res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>killed-uploads</Bucket>` +
            `<IsTruncated>false</IsTruncated>${upload("site/site-20260101-031500.db", "killed-1")}` +
            `${upload("site/someone-elses.bin", "other-1")}</ListMultipartUploadsResult>`,
        );
      }
      if (req.method === "DELETE" && url.searchParams.has("uploadId")) {
        aborted.push(`${url.pathname} ${url.searchParams.get("uploadId")}`);
        return void res.writeHead(204).end();
      }
      res.writeHead(501).end();
    });
    const port = await getFreePort();
    await new Promise<void>((resolve) => bucketApi.listen(port, "127.0.0.1", resolve));
    const server = await startServer({
      env: {
        ...offsiteEnv("s3://killed-uploads/site"),
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        BACKUP_INTERVAL_MINUTES: "60",
      },
    });
    try {
      await waitFor(() => server.output().includes("Backups: aborted 1 unfinished off-site upload"));
      expect(aborted).toEqual(["/killed-uploads/site/site-20260101-031500.db killed-1"]);
    } finally {
      await server.stop();
      bucketApi.close();
    }
  });
});

describe("restore", () => {
  it("puts a backup back: only the backed-up leads remain, the replaced database is kept", async () => {
    const server = await startServer({ env: adminEnv });
    await insertLeads(server, [{ name: "Before Backup" }]);
    const backup = path.join(makeTempDir("backup-"), "copy.db");
    const backedUp = await backUp(server.databasePath, backup);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    await insertLeads(server, [{ name: "After Backup" }]);

    // Refused while the server runs, in one line.
    const refused = await runScript("scripts/db-restore.ts", [backup], { DATABASE_PATH: server.databasePath });
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim()).toMatch(/^A server is running on .+site\.db: stop it first/);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);

    // Killed, as a crashed server is: the newest lead may still be in the -wal file only.
    await server.kill();
    const restored = await runScript("scripts/db-restore.ts", [backup], { DATABASE_PATH: server.databasePath });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .+copy\.db: 1 lead \(newest \d{4}-.+\), 1 staff account\./);
    const kept = fs.readdirSync(server.dataDir).filter((name) => name.startsWith("site.db.before-restore-"));
    expect(kept).toHaveLength(1);
    // The replaced database is kept whole, its -wal folded in; no -wal or -shm of it is left beside the backup.
    const replaced = new SQLite(path.join(server.dataDir, kept[0]!), { readonly: true });
    expect(replaced.prepare("select name from leads order by id").pluck().all()).toEqual([
      "Before Backup",
      "After Backup",
    ]);
    replaced.close();
    expect(fs.existsSync(`${server.databasePath}-wal`) || fs.existsSync(`${server.databasePath}-shm`)).toBe(false);

    const again = await server.restart();
    try {
      const { db } = again.openDb();
      const names = (await db.selectFrom("leads").select("name").execute()).map((lead) => lead.name);
      await db.destroy();
      expect(names).toEqual(["Before Backup"]);
    } finally {
      await again.stop();
    }
  }, 180_000); // two commands through tsx, and two server starts

  it("refuses a backup from a newer version of the site", async () => {
    const server = await startServer();
    const backup = path.join(makeTempDir("backup-"), "newer.db");
    expect((await backUp(server.databasePath, backup)).status).toBe(0);
    await server.stop();
    const { sqlite } = openDatabase(backup);
    sqlite
      .prepare("insert into kysely_migration (name, timestamp) values ('9999-from-the-future', ?)")
      .run(new Date().toISOString());
    sqlite.close();
    const result = await runScript("scripts/db-restore.ts", [backup], { DATABASE_PATH: server.databasePath });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Not restored: .+newer\.db comes from a newer version \(migration 9999-from-the-future\): upgrade first\n$/,
    );
  }, 90_000);

  it("refuses a backup with a trigger the migrations never make, and names the staff accounts before swapping", async () => {
    const server = await startServer({ env: adminEnv });
    const backup = path.join(makeTempDir("backup-"), "copy.db");
    expect((await backUp(server.databasePath, backup)).status).toBe(0);
    await server.stop();
    const planted = new SQLite(backup);
    planted.prepare("insert into staff_users (email, password_hash) values ('intruder@evil.example', 'x')").run();
    fs.copyFileSync(backup, `${backup}.accounts-only.db`);
    planted.exec(`create trigger copy_emails_out after insert on outbox begin
      insert into outbox (recipient, subject, text_body, html_body, next_attempt_at)
      values ('thief@evil.example', new.subject, new.text_body, new.html_body, new.next_attempt_at);
    end`);
    planted.close();

    const refused = await runScript("scripts/db-restore.ts", [backup], { DATABASE_PATH: server.databasePath });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Not restored: .+copy\.db holds what this site's migrations never make \(trigger copy_emails_out\)/,
    );
    expect(fs.readdirSync(server.dataDir).filter((name) => name.includes("before-restore"))).toEqual([]);

    const restored = await runScript("scripts/db-restore.ts", [`${backup}.accounts-only.db`], {
      DATABASE_PATH: server.databasePath,
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /Staff accounts in the backup \(2\):\n {2}owner@example\.com \(added .+\)\n {2}intruder@evil\.example \(added .+, last signed in never\)\nRestored /,
    );
  }, 120_000);

  it("refuses a file that is not a whole backup, and changes nothing", async () => {
    const dataDir = makeTempDir();
    const notABackup = path.join(dataDir, "notes.db");
    fs.writeFileSync(notABackup, "not a database at all");
    const result = await runScript("scripts/db-restore.ts", [notABackup], {
      DATABASE_PATH: path.join(dataDir, "site.db"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Not restored: .+notes\.db cannot be read as a database/);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(false);
  });
});

/** The command lines of a process's children, as /proc shows them. */
function childCommandLines(pid: number) {
  return fs.readdirSync("/proc").flatMap((entry) => {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The parent's id is the second field after the command name in parentheses.
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) return [];
      return [fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ").trim()];
    } catch {
      return []; // not a process, or gone
    }
  });
}

describe("a big database", () => {
  // One server on 200 MB of leads' messages (the largest text a lead carries), written straight to the file.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { ...clockedBackups(), BACKUP_KEEP: "14", CONTACT_RATE_LIMIT_PER_HOUR: "100000" },
    });
    const { sqlite } = server.openDb();
    const insert = sqlite.prepare(
      "insert into leads (name, phone, service, message) values ('Big', '2545550100', 'tree-removal', ?)",
    );
    const message = "x".repeat(100_000);
    sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(message);
    })();
    sqlite.close();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("is backed up on schedule by a process of its own, never on the server's event loop", async () => {
    expect(fs.statSync(server.databasePath).size + fs.statSync(`${server.databasePath}-wal`).size).toBeGreaterThan(
      200e6,
    );
    const writesBefore = countWrites(server);
    await backupMover(server)();
    const backupProcess = await waitFor(
      () => childCommandLines(server.pid).find((command) => / backup \S+site-\d{8}-\d{6}(-\d+)?\.db$/.test(command)),
      30_000,
    );
    expect(backupProcess).toContain(path.join(server.dataDir, "backups"));
    await waitFor(() => countWrites(server) > writesBefore, 60_000);
    const newest = writtenBackups(server).at(-1)!;
    const check = checkDatabaseFile(path.join(server.dataDir, "backups", newest));
    expect(check.tables).toContain("leads");
  }, 120_000);

  it("is backed up whole while quotes arrive at 10/s, and a killed backup leaves nothing that looks like one", async () => {
    const backupsBefore = backupsIn(server.dataDir);
    let posting = true;
    let accepted = 0;
    const quotes = (async () => {
      for (let n = 0; posting; n++) {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: `During ${n}`, phone: `254-556-${String(1000 + n)}`, service: "tree-removal" }),
        });
        if (response.status === 201) accepted += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const folder = path.join(server.dataDir, "backups");
    const backedUp = await runScript("scripts/db-backup.ts", [], { DATABASE_PATH: server.databasePath });
    expect(backedUp.status, backedUp.stderr).toBe(0);
    const added = backupsIn(server.dataDir).filter((name) => !backupsBefore.includes(name));
    expect(added).toHaveLength(1);
    const backup = added[0]!;

    // A backup killed halfway: no file that looks like a backup, and the next one cleans up.
    const killed = spawn(tsx, ["scripts/db-backup.ts"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_PATH: server.databasePath },
      detached: true,
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => killed.once("exit", resolve));
    await waitFor(() => fs.readdirSync(folder).some((name) => name.startsWith(".partial-")), 30_000);
    // The whole process group: npx, tsx and the node process writing the copy.
    process.kill(-killed.pid!, "SIGKILL");
    await exited;
    posting = false;
    await quotes;
    expect(accepted).toBeGreaterThan(0);
    expect(backupsIn(server.dataDir).sort()).toEqual([...backupsBefore, backup].sort());
    // Checked once the quotes stop: the check is synchronous, and a test blocked for seconds would
    // send its next quote on a keep-alive connection the server has closed meanwhile.
    expect(checkDatabaseFile(path.join(folder, backup)).tables).toContain("leads");
  }, 120_000);
});
