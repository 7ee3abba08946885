import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import v8 from "node:v8";

import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

import type * as AppEntry from "../app/entry.server";
import type { OwnCommandLine } from "../app/platform/backups/backup-process.server";
import type { RunningApp } from "../app/startup.server";

// The app is reached only through the Remix build (the type import above is erased),
// so every app module (database, configuration, workers) exists once per process.
export function appEntry(build: ServerBuild) {
  return build.entry.module as unknown as typeof AppEntry;
}

const HEAP_GROWING_PERCENT = 20;
/** A stop that takes longer is cut short (exit code 1): the process manager is waiting. */
const STOP_LIMIT_MS = 10_000;

/**
 * How long an idle keep-alive connection stays open: longer than a proxy in front keeps its idle
 * connections to us (Caddy: 2 minutes), so that the other side always closes first. With Node's 5 s,
 * a request sent on a connection just as the server closed it was reset: behind Caddy that is a 502
 * for the visitor's quote; in the tests, fetch failed with ECONNRESET whenever one side stalled for
 * a second near the 5 s mark (fetch reuses a connection up to a second before the server's hint).
 */
const KEEP_ALIVE_MS = 125_000;

// The access log keeps paths, never what staff searched for (customers' names, phones, emails),
// nor inside the page a sign-in returns to.
const SEARCH_PARAMETERS = ["q", "name", "email", "phone"];

// Nor the tokens that open a visitor's own pages or a staff member's calendar: the visit link
// (/visit/…, /es/visita/…), the review link (/r/…), unsubscribe (/unsubscribe/…, /es/baja/…), the feed (/calendar/….ics),
// the address's confirmation (/confirm/…, /es/confirmar/…), the written estimate (/estimate/…, /es/presupuesto/…)
// and the on-call phone's claim link (/on-call/…).
const TOKEN_IN_PATH =
  /^(\/(?:visit|es\/visita|r|unsubscribe|es\/baja|calendar|confirm|es\/confirmar|estimate|es\/presupuesto|on-call)\/)[^/?]+/i;

function redactedUrl(requestUrl: string): string {
  const url = requestUrl.replace(TOKEN_IN_PATH, "$1REDACTED");
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of SEARCH_PARAMETERS) if (query.has(name)) query.set(name, "REDACTED");
  const redirectTo = query.get("redirectTo");
  if (redirectTo) query.set("redirectTo", redactedUrl(redirectTo));
  return `${url.slice(0, queryAt)}?${query}`;
}
morgan.token("redacted-url", (req: express.Request) => redactedUrl(req.originalUrl));

/** TRUST_PROXY as Express takes it: false, a hop count, or "loopback" / addresses (never `true`: see the env schema). */
function trustProxySetting(value: string) {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Starts the app (migrations, seed, workers) and serves it until SIGTERM or SIGINT.
 * `publicFiles` serves public/ and the build's assets: from the project folder for
 * `npm start`, from memory in the single binary.
 */
export async function serve(
  build: ServerBuild,
  publicFiles: (env: RunningApp["env"]) => express.RequestHandler,
  ownCommandLine: OwnCommandLine,
) {
  // Under a burst of requests V8 let its old space grow to about four times what is live (190 MB of
  // garbage for 40 MB live) and kept the pages after: growing it a fifth at a time keeps the server's
  // memory near its idle size, for a few more collections (decision 046).
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const app = await appEntry(build).startApp(build, { ownCommandLine });
  const { env } = app;
  const isDevelopment = env.NODE_ENV === "development";
  for (const line of app.notifications) console.log(line);

  const hops = /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : 0;
  if (hops > 0 && ["0.0.0.0", "::"].includes(env.HOST)) {
    console.warn(
      `Warning: TRUST_PROXY=${hops} with HOST=${env.HOST}: a client that reaches this port directly, bypassing the proxy, ` +
        "can fake its address (X-Forwarded-For) and dodge the rate limits. Listen on 127.0.0.1 behind a local proxy, " +
        "or set TRUST_PROXY to the proxy's address.",
    );
  }

  let stopping = false;
  /** Answers being made: when the stop comes, each one closes its connection once sent. */
  const answering = new Set<express.Response>();
  const server = express();
  server.disable("x-powered-by");
  server.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  // Once stopping, every answer closes its connection, so keep-alive clients cannot hold the stop up.
  server.use((_req, res, next) => {
    if (stopping) res.set("Connection", "close");
    else {
      answering.add(res);
      res.once("close", () => answering.delete(res));
    }
    next();
  });
  server.use(app.testClockRoute);
  server.use(app.requestGuards);
  server.use(app.redirectToLowerCase);
  server.use(app.recordFirstTouch);
  // Repeat visits of public pages answer here, with the headers the first visit got.
  server.use(app.pageCache.serveCachedPage);
  // A CSV export of every lead is tens of megabytes: the fastest level still
  // shrinks it about eight times, in far less time than the default level.
  const compressPage = compression();
  const compressDownload = compression({ level: 1 });
  server.use((req, res, next) => (req.path.endsWith(".csv") ? compressDownload : compressPage)(req, res, next));

  server.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  server.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'"],
          "style-src-attr": ["'unsafe-inline'"],
          // blob: is the quote form's thumbnails of the photos a visitor chose (never fetched from elsewhere).
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'", ...(isDevelopment ? ["ws:"] : [])],
          "frame-src": ["https://www.openstreetmap.org"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          ...(env.SITE_URL.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Staff pages send it with their other headers (staff/staff-headers.ts). On a public page it
      // makes the browser start a fresh process for the visitor's arrival, which Lighthouse's
      // phone run counts as blocking time (decision 036).
      crossOriginOpenerPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: env.SITE_URL.startsWith("https:")
        ? { maxAge: 63072000, includeSubDomains: true }
        : false,
    }),
  );

  server.use(publicFiles(env));

  server.use(
    morgan(":method :redacted-url :status :res[content-length] - :response-time ms", {
      skip: (req) => req.path.startsWith("/healthz") || env.NODE_ENV === "test",
    }),
  );
  server.use(app.limitMutations);
  server.use(app.pageCache.renderAndCache);
  server.all("*", app.handleRequest);

  // Express's listen, except that a turn of the event loop starts a few requests, however many came (decision 103).
  const listener = http.createServer(app.startingAtMostPerTurn(server)).listen(env.PORT, env.HOST, () => {
    const address = listener.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Server listening on http://localhost:${port} (site URL ${env.SITE_URL})`);
    console.log(`Database: ${path.resolve(env.DATABASE_PATH)}`);
    if (isDevelopment) broadcastDevReady(build);
  });
  listener.keepAliveTimeout = KEEP_ALIVE_MS;

  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // What the stop still waits for, said when it takes too long (the exit code alone says nothing).
    let waitingFor = "the requests in flight";
    const forceExit = setTimeout(() => {
      console.error(`Not stopped ${STOP_LIMIT_MS / 1000} s after ${signal}: still waiting for ${waitingFor}; exiting.`);
      process.exit(1);
    }, STOP_LIMIT_MS);
    forceExit.unref();
    listener.close(async () => {
      waitingFor = "the background work (jobs, photo cleaner, database)";
      try {
        await app.stop();
      } catch (error) {
        console.error("Stopping the background work failed:", error);
        process.exit(1);
      }
      console.log("Server stopped");
      process.exit(0);
    });
    // An answer still being made when the signal came says so too (keep-alive lasts minutes), or, its
    // headers sent already, closes its connection once sent. Closing connections as they fall idle
    // instead would reset a client's next request, sent before the server read it (a lost quote).
    for (const res of answering) {
      if (!res.headersSent) res.set("Connection", "close");
      else {
        const connection = res.socket; // detached from the answer by the time it is sent
        res.once("finish", () => connection?.end());
      }
    }
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
