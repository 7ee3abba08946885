import { checkHealth } from "~/platform/http/health.server";

/**
 * For the VPS monitor: proves the process answers, the database can be read
 * and written, and the disk has room for a quote with photos.
 */
export async function loader() {
  const health = await checkHealth();
  return new Response(health.text, {
    status: health.ok ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
