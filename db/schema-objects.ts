import fs from "node:fs";

import type SQLite from "better-sqlite3";
import { Migrator, NO_MIGRATIONS } from "kysely";

import { createDb, openSqlite } from "./connection";
import { migrationProvider } from "./migrations";

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

/** Tables, indexes, triggers and views, SQLite's own internal ones left out. */
function schemaObjects(database: SQLite.Database) {
  return database
    .prepare("select type, name, sql from sqlite_master where name not like 'sqlite\\_%' escape '\\'")
    .all() as SchemaObject[];
}

/** An object by its kind, name and definition (spacing aside): a planted trigger can't hide behind a known name. */
const identity = (object: SchemaObject) => `${object.type} ${object.name} ${object.sql?.replace(/\s+/g, " ") ?? ""}`;

/** What the migrations up to `lastMigration` make, built in `scratchFile`, which is removed after. */
async function madeByMigrations(lastMigration: string | undefined, scratchFile: string) {
  const sqlite = openSqlite(scratchFile);
  const db = createDb(sqlite);
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(lastMigration ?? NO_MIGRATIONS);
    if (error) throw error;
    return new Set(schemaObjects(sqlite).map(identity));
  } finally {
    await db.destroy();
    for (const file of [scratchFile, `${scratchFile}-journal`]) fs.rmSync(file, { force: true });
  }
}

/**
 * The schema objects of the database `file` that its own migrations do not make (a
 * trigger copying every email to an outside address, say), as "trigger name" lines.
 * `scratchFile`: where the migrations' own schema is built for the comparison.
 */
export async function foreignSchemaObjects(file: string, scratchFile: string) {
  const database = openSqlite(file, { readonly: true, fileMustExist: true });
  let objects: SchemaObject[];
  let applied: string[];
  try {
    objects = schemaObjects(database);
    applied = database.prepare("select name from kysely_migration order by name").pluck().all() as string[];
  } finally {
    database.close();
  }
  const expected = await madeByMigrations(applied.at(-1), scratchFile);
  return objects.filter((object) => !expected.has(identity(object))).map((object) => `${object.type} ${object.name}`);
}
