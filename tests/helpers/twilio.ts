import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";

import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import { createClientFromOperations } from "@stoplight/prism-http/dist/client.js";

import { getFreePort } from "../../scripts/lib/server-process.js";

export const TWILIO_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TWILIO_AUTH_TOKEN = "a-test-auth-token-0123456789abcdef";
export const TWILIO_FROM_NUMBER = "+12545550100";

/** Twilio's own OpenAPI description of its REST API (2010-04-01), shipped in its CLI's core package. */
const SPEC = createRequire(import.meta.url).resolve("@twilio/cli-core/src/services/twilio-api/twilio_api_v2010.json");

/** Prism logs through pino, with a "success" level of its own: nothing of it is wanted in tests. */
const silentLogger: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === "child" ? () => silentLogger : () => {}) },
);

let operations: ReturnType<typeof getHttpOperationsFromSpec> | undefined;

/** A text the mock took, as Twilio would have: what the site asked to send. */
export interface MockText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

/**
 * Twilio's REST API as its OpenAPI description says it answers (Stoplight Prism, in this
 * process): a request the description refuses (no To, no Basic auth) gets Twilio's error
 * status, a valid Messages create gets 201 with a Message, its `sid` made unique. Served on
 * loopback so the server under test can reach it as TWILIO_API_BASE_URL; nothing leaves the machine.
 * `onText` hears each text as it is taken (a benchmark times them).
 */
export async function startTwilioMock({ onText }: { onText?: (text: MockText) => void } = {}) {
  operations ??= getHttpOperationsFromSpec(SPEC);
  const client = createClientFromOperations(await operations, {
    mock: { dynamic: false },
    validateRequest: true,
    validateResponse: false,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
    logger: silentLogger as never,
  });
  const texts: MockText[] = [];
  /** Requests the description refused, with why. */
  const refused: Array<{ status: number; detail: string }> = [];
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, [value ?? ""].flat().join(", ")]),
    );
    try {
      const answer = await client.request(req.url ?? "/", {
        method: (req.method ?? "GET").toLowerCase() as "post",
        headers,
        body,
      });
      let data = answer.data as Record<string, unknown>;
      if (answer.status === 201 && /\/Messages\.json$/.test(req.url ?? "")) {
        const form = new URLSearchParams(body);
        const text: MockText = {
          sid: `SM${randomBytes(16).toString("hex")}`,
          to: form.get("To") ?? "",
          from: form.get("From") ?? "",
          body: form.get("Body") ?? "",
          statusCallback: form.get("StatusCallback"),
        };
        texts.push(text);
        onText?.(text);
        data = { ...data, sid: text.sid, to: text.to, from: text.from, body: text.body, status: "queued" };
      }
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(data));
    } catch (error) {
      const problem = error as { status?: number; detail?: string; additional?: { validation?: unknown } };
      const status = problem.status ?? 500;
      const detail = `${problem.detail ?? String(error)} ${JSON.stringify(problem.additional?.validation ?? "")}`;
      refused.push({ status, detail });
      res
        .writeHead(status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: 20001, message: detail, status }));
    }
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    refused,
    /** The server's variables that send texts through this mock. */
    env: {
      TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN,
      TWILIO_FROM_NUMBER,
      TWILIO_API_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TwilioMock = Awaited<ReturnType<typeof startTwilioMock>>;

/**
 * X-Twilio-Signature as Twilio computes it (written here from Twilio's documentation, not
 * with the library the site checks it with): HMAC-SHA1 with the auth token over the full
 * public URL followed by each POST parameter's name and value, sorted by name; base64.
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken = TWILIO_AUTH_TOKEN) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/**
 * A small fake of Twilio's side of the webhooks: posts `params` to the server under test as
 * Twilio does, signed for `publicUrl` (SITE_URL + path). `signature` replaces the signature.
 */
export function postAsTwilio(
  serverUrl: string,
  path: string,
  params: Record<string, string>,
  options: { publicUrl?: string; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? twilioSignature(options.publicUrl ?? `${serverUrl}${path}`, params)
      : options.signature;
  return fetch(`${serverUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "TwilioProxy/1.1",
      ...(signature === null ? {} : { "X-Twilio-Signature": signature }),
    },
    body: new URLSearchParams(params),
  });
}

/** An inbound text's fields as Twilio posts them. */
export function inboundTextParams(from: string, body: string) {
  return {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: TWILIO_ACCOUNT_SID,
    From: from,
    To: TWILIO_FROM_NUMBER,
    Body: body,
    NumMedia: "0",
    SmsStatus: "received",
    ApiVersion: "2010-04-01",
  };
}
