import fs from "node:fs";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { generateDatabaseTypes, generatedTypesFile } from "../scripts/lib/database-types";
import { migrationNames } from "./migrations";

describe("database types", () => {
  it("are what the migrations make (run `npm run db:types` after adding a migration)", async () => {
    const committed = fs.readFileSync(generatedTypesFile, "utf8");
    // The migrator logs a line per migration it applies: noise here.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(await generateDatabaseTypes()).toBe(committed);
    } finally {
      log.mockRestore();
    }
  });

  it("come from every migration in db/migrations, each listed in its index", () => {
    const files = fs
      .readdirSync(path.join(import.meta.dirname, "migrations"))
      .filter((file) => /\.ts$/.test(file) && file !== "index.ts" && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(migrationNames).toEqual(files.sort());
  });
});
