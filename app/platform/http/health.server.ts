import fs from "node:fs";
import path from "node:path";

import { db, proveWritable } from "../db.server";
import { getEnv } from "../env.server";

/** Room for a quote with its photos and the database's own growth: below it, quotes start to be refused. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;
/** A monitor (or twenty) pinging every second costs one check a second, never a write per ping. */
const RESULT_KEPT_MS = 1_500;
const MB = 1024 * 1024;

type Health = { ok: true; text: "ok" } | { ok: false; text: string };

/** Bytes an unprivileged writer can still use on the database's disk. */
function freeBytes() {
  const stats = fs.statfsSync(path.dirname(path.resolve(getEnv().DATABASE_PATH)));
  return stats.bavail * stats.bsize;
}

/** Reads, proves a write and checks the free space, as a lead with photos needs them. */
async function probe(): Promise<Health> {
  try {
    await db.selectFrom("siteSettings").select("phoneNumber").limit(1).execute();
  } catch (error) {
    console.error("Health check: the database cannot be read:", error);
    return { ok: false, text: "database unavailable" };
  }
  try {
    proveWritable();
  } catch (error) {
    console.error(`Health check: the database takes no writes (${(error as Error).message})`);
    return { ok: false, text: "database takes no writes: new leads are refused" };
  }
  const free = freeBytes();
  if (free < MIN_FREE_BYTES) {
    return {
      ok: false,
      text: `disk nearly full (${Math.floor(free / MB)} MB free, ${MIN_FREE_BYTES / MB} MB needed): quotes with photos are refused`,
    };
  }
  return { ok: true, text: "ok" };
}

let last: { at: number; health: Promise<Health> } | undefined;

/** The server's health for /healthz, checked at most once per RESULT_KEPT_MS. */
export function checkHealth(now = Date.now()) {
  if (!last || now - last.at >= RESULT_KEPT_MS) last = { at: now, health: probe() };
  return last.health;
}
