import { db, proveWritable } from "~/platform/db.server";

const headers = { "Content-Type": "text/plain", "Cache-Control": "no-store" };

/** For the VPS monitor: proves the process answers and the database can be read and written, as a lead needs. */
export async function loader() {
  try {
    await db.selectFrom("siteSettings").select("phoneNumber").limit(1).execute();
  } catch (error) {
    console.error("Health check: the database cannot be read:", error);
    return new Response("database unavailable", { status: 503, headers });
  }
  try {
    proveWritable();
  } catch (error) {
    console.error(`Health check: the database takes no writes (${(error as Error).message})`);
    return new Response("database takes no writes: new leads are refused", { status: 503, headers });
  }
  return new Response("ok", { headers });
}
