import http from "node:http";

import { Webhook } from "standardwebhooks";

import { getFreePort } from "./server";

export const WEBHOOK_SECRET = `whsec_${Buffer.from("a-secret-for-follow-up-and-review-tests").toString("base64")}`;

/**
 * Checks the Standard Webhooks signature. The library's own verify() also refuses a timestamp far
 * from this process's clock, and the servers under test run on a clock of their own (CLOCK_START).
 */
function verified(body: string, headers: http.IncomingHttpHeaders) {
  const id = String(headers["webhook-id"]);
  const timestamp = new Date(Number(headers["webhook-timestamp"]) * 1000);
  if (new Webhook(WEBHOOK_SECRET).sign(id, timestamp, body) !== headers["webhook-signature"]) {
    throw new Error("A webhook with a wrong signature");
  }
  return JSON.parse(body) as { type: string; data: Record<string, unknown> };
}

/** A webhook receiver that answers 204 and keeps every event whose signature checks out. */
export async function startWebhookReceiver() {
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      events.push(verified(body, req.headers));
      res.writeHead(204).end();
    });
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    events,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
