// The production server on a fresh database, for the browser tests (started by playwright.config.ts).
import fs from "node:fs";

const dataDir = `.e2e-data/${process.env.PORT ?? "default"}`;
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.NODE_ENV = "production";
process.env.DATABASE_PATH = `${dataDir}/site.db`;
process.env.SESSION_SECRET ??= "e2e-secret-that-is-long-enough-for-the-check";
await import("../dist/server.js");
