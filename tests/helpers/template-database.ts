// Vitest's global set-up: one database migrated through every migration, made once per run and
// copied as each test server's new database (startServer), so that no start migrates a new file
// through all the migrations again. The server still migrates and seeds at start: nothing to do.
import fs from "node:fs";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { openDatabase } from "../../db/connection";
import { migrateToLatest } from "../../db/migrate";
import { makeTempDir } from "../../scripts/lib/server-process.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database a test server starts from (tests/helpers/server.ts). */
    templateDatabase: string;
  }
}

export default async function makeTemplateDatabase(project: TestProject) {
  const folder = makeTempDir("template-db-");
  const file = path.join(folder, "site.db");
  const { db } = openDatabase(file);
  const log = console.log;
  console.log = () => {}; // one line per migration
  try {
    await migrateToLatest(db);
  } finally {
    console.log = log;
    await db.destroy();
  }
  project.provide("templateDatabase", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
