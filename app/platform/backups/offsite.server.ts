import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import type { _Object, S3Client } from "@aws-sdk/client-s3";

import { backupTime, isBackupFile } from "./backups.server";

export interface OffsiteSettings {
  /** s3://bucket/prefix */
  url: string;
  /** An S3-compatible service (B2, R2, Wasabi, MinIO): addressed path-style. */
  endpoint?: string;
  region?: string;
}

/** Where backups go: a bucket and a key prefix ("" or "site/"). */
export function parseS3Url(url: string) {
  const { host: bucket, pathname } = new URL(url);
  const prefix = pathname.replace(/^\/+/, "").replace(/\/*$/, "");
  return { bucket, prefix: prefix ? `${prefix}/` : "" };
}

/**
 * The AWS SDK, loaded by the first off-site call rather than at every start of the server and of
 * its backup, checkpoint and photo processes (about 0.3 s of CPU each).
 */
async function loadSdk() {
  const [s3, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { ...s3, Upload: storage.Upload };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** The SDK's commands, and a client of the bucket's service (destroyed by the caller). */
async function client(settings: OffsiteSettings) {
  const aws = await loadSdk();
  const s3 = new aws.S3Client({
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    // An S3-compatible service often ignores the region, but the SDK needs one.
    region: settings.region ?? (settings.endpoint ? "auto" : "us-east-1"),
    // Credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, as for every AWS tool.
  });
  return { aws, s3 };
}

/** Uploads one backup file (in parts when big), under its own name. Resolves to its key. */
export async function uploadBackup(settings: OffsiteSettings, file: string) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const key = `${prefix}${path.basename(file)}`;
  const { aws, s3 } = await client(settings);
  try {
    await new aws.Upload({
      client: s3,
      params: { Bucket: bucket, Key: key, Body: fs.createReadStream(file), ContentType: "application/vnd.sqlite3" },
    }).done();
    return key;
  } finally {
    s3.destroy();
  }
}

/** Where a backup's photo files are kept off-site: photos/ under the same prefix, each once (decision 078). */
const photoPrefix = (prefix: string) => `${prefix}photos/`;

async function listKeys(aws: Sdk, s3: S3Client, bucket: string, prefix: string) {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new aws.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/**
 * Uploads the photo files a backup names that the bucket does not hold yet: a photo file never
 * changes, so each is sent once, whatever number of backups name it. Resolves to how many were sent.
 */
export async function uploadBackupPhotos(
  settings: OffsiteSettings,
  names: string[],
  localFile: (name: string) => string,
) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const { aws, s3 } = await client(settings);
  try {
    const held = new Set(
      (await listKeys(aws, s3, bucket, photoPrefix(prefix))).map((key) => key.slice(photoPrefix(prefix).length)),
    );
    let sent = 0;
    for (const name of names) {
      if (held.has(name)) continue;
      const Body = fs.createReadStream(localFile(name));
      await new aws.Upload({
        client: s3,
        params: { Bucket: bucket, Key: `${photoPrefix(prefix)}${name}`, Body },
      }).done();
      sent += 1;
    }
    return sent;
  } finally {
    s3.destroy();
  }
}

/**
 * Deletes the photo files off-site that no backup kept there names (`named`: the names of every
 * backup kept). Resolves to how many.
 */
export async function pruneOffsitePhotos(settings: OffsiteSettings, named: Set<string>) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const { aws, s3 } = await client(settings);
  try {
    const unnamed = (await listKeys(aws, s3, bucket, photoPrefix(prefix))).filter(
      (key) => !named.has(key.slice(photoPrefix(prefix).length)),
    );
    for (let start = 0; start < unnamed.length; start += 1000) {
      const Objects = unnamed.slice(start, start + 1000).map((Key) => ({ Key }));
      await s3.send(new aws.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects } }));
    }
    return unnamed.length;
  } finally {
    s3.destroy();
  }
}

/** Downloads a backup's photo file (photos/ beside the backup's key) into `file`; false when the bucket has none. */
export async function downloadOffsitePhoto(
  settings: OffsiteSettings,
  bucket: string,
  backupKey: string,
  name: string,
  file: string,
) {
  const key = `${backupKey.slice(0, backupKey.lastIndexOf("/") + 1)}photos/${name}`;
  try {
    await downloadOffsite(settings, bucket, key, file);
    return true;
  } catch (error) {
    if ((error as Error).name === "NoSuchKey") return false;
    throw error;
  }
}

/**
 * Uploads in parts of our backups begun before `startedAt` and never finished (the process
 * was killed): aborted, so their parts stop costing storage. Resolves to how many.
 */
export async function abortUnfinishedUploads(settings: OffsiteSettings, startedAt: Date) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const { aws, s3 } = await client(settings);
  try {
    let aborted = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await s3.send(new aws.ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix, ...markers }));
      for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
        if (!Key || !isBackupFile(Key.slice(prefix.length)) || (Initiated && Initiated >= startedAt)) continue;
        await s3.send(new aws.AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
        aborted += 1;
      }
      if (!page.IsTruncated) return aborted;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  } finally {
    s3.destroy();
  }
}

/** How far the bucket's clock may be behind ours. */
const CLOCK_SKEW_MS = 60 * 60_000;

/**
 * Our backups under the prefix, oldest first by the time each was made (its name's): a key
 * with another name, or one made after it was stored (a planted `site-2999…`), is not ours.
 */
async function listOffsite(aws: Sdk, s3: S3Client, bucket: string, prefix: string) {
  const objects: _Object[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new aws.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    objects.push(...(page.Contents ?? []));
    token = page.NextContinuationToken;
  } while (token);
  const ours = objects.flatMap(({ Key: key = "", LastModified: storedAt }) => {
    const madeAt = backupTime(key.slice(prefix.length));
    const plausible = madeAt !== undefined && storedAt && madeAt <= storedAt.getTime() + CLOCK_SKEW_MS;
    return plausible ? [{ key, madeAt }] : [];
  });
  return ours.sort((a, b) => a.madeAt - b.madeAt || a.key.localeCompare(b.key)).map((backup) => backup.key);
}

/** Deletes all but the newest `keep` backups off-site; resolves to how many, and the names of those kept. */
export async function pruneOffsite(settings: OffsiteSettings, keep: number) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const { aws, s3 } = await client(settings);
  try {
    const backups = await listOffsite(aws, s3, bucket, prefix);
    const old = backups.slice(0, -keep);
    if (old.length) {
      await s3.send(new aws.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: old.map((Key) => ({ Key })) } }));
    }
    return { removed: old.length, kept: backups.slice(-keep).map((key) => key.slice(prefix.length)) };
  } finally {
    s3.destroy();
  }
}

/** The newest backup's key under the configured prefix, if any. */
export async function latestOffsiteKey(settings: OffsiteSettings) {
  const { bucket, prefix } = parseS3Url(settings.url);
  const { aws, s3 } = await client(settings);
  try {
    return (await listOffsite(aws, s3, bucket, prefix)).at(-1);
  } finally {
    s3.destroy();
  }
}

/** Downloads s3://bucket/key into `file`. */
export async function downloadOffsite(settings: OffsiteSettings, bucket: string, key: string, file: string) {
  const { aws, s3 } = await client(settings);
  try {
    const object = await s3.send(new aws.GetObjectCommand({ Bucket: bucket, Key: key }));
    await pipeline(object.Body as NodeJS.ReadableStream, fs.createWriteStream(file, { mode: 0o600 }));
  } finally {
    s3.destroy();
  }
}
