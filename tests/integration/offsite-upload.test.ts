import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";

import { downloadOffsite, latestOffsiteKey, type OffsiteSettings, uploadBackup } from "~/platform/offsite.server";

import { getFreePort, makeTempDir } from "../helpers/server";

const BUCKET = "big-backups";
let s3: S3rver;
let settings: OffsiteSettings;
/** How each object reached the S3 server: ObjectCreated:Put (one request) or :Post (the end of an upload in parts). */
const stored: string[] = [];

beforeAll(async () => {
  const port = await getFreePort();
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: makeTempDir("s3rver-big-"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3.on("event", (event) => stored.push(...event.Records.map((record) => record.eventName)));
  await s3.run();
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  settings = { url: `s3://${BUCKET}/site`, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1" };
});

afterAll(async () => {
  await s3?.close();
});

const sha256 = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

it("uploads a backup bigger than one part in parts, and downloads it byte for byte", async () => {
  const folder = makeTempDir("big-backup-");
  const backup = path.join(folder, "site-20260101-000000.db");
  fs.writeFileSync(backup, crypto.randomBytes(12 * 1024 * 1024));

  const key = await uploadBackup(settings, backup);
  expect(stored).toEqual(["ObjectCreated:Post"]);
  expect(key).toBe("site/site-20260101-000000.db");
  expect(await latestOffsiteKey(settings)).toBe(key);

  const downloaded = path.join(folder, "downloaded.db");
  await downloadOffsite(settings, BUCKET, key, downloaded);
  expect(sha256(downloaded)).toBe(sha256(backup));
}, 60_000);
