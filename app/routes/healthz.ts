import { sql } from "kysely";

import { db } from "~/platform/db.server";

/** For the VPS monitor: proves the process answers and the database can be read. */
export async function loader() {
  try {
    await sql`select phone_number from site_settings limit 1`.execute(db);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed:", error);
    return new Response("database unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
}
