import { openDatabase } from "../../db/connection";

import { getEnv } from "./env.server";

export type { Database } from "../../db/schema";

const connection = openDatabase(getEnv().DATABASE_PATH);

/** The one database client of the process. */
export const db = connection.db;

/** The raw better-sqlite3 handle, for backups and pragmas Kysely does not cover. */
export const sqlite = connection.sqlite;
