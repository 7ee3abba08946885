import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { broadcastDevReady, createRequestHandler as createFetchHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

import { scheduleLeadRetention } from "~/models/lead-retention.server";
import { ensureInitialStaffUser } from "~/models/staff.server";
import { createRemixHandler } from "~/platform/remix-handler.server";
import { requestGuards } from "~/platform/request-guards.server";
import { db, sqlite } from "~/utils/db.server";
import { EnvError, getEnv, type Env } from "~/utils/env.server";
import { createMailer } from "~/utils/mailer.server";
import { startOutboxWorker, stopOutboxWorker } from "~/utils/outbox-worker.server";
import { createPageCache } from "~/utils/page-cache.server";
import { rateLimiter } from "~/utils/rate-limit.server";

import { migrateToLatest } from "./db/migrate";
import { seedDefaults } from "./db/seed";

/** The project folder: where package.json is, whether we run as server.ts or dist/server.js. */
function findProjectRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

function trustProxySetting(value: Env["TRUST_PROXY"]) {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function loadEnv(root: string) {
  // A .env file in the project folder is optional; real environment variables win over it.
  const envFile = path.join(root, ".env");
  if (process.env.NODE_ENV !== "test" && fs.existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const root = findProjectRoot();
  const env = loadEnv(root);
  const isDevelopment = env.NODE_ENV === "development";

  await migrateToLatest(db);
  await seedDefaults(db, { notifyEmails: env.NOTIFY_EMAILS });
  await ensureInitialStaffUser({
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  const stopRetention = env.LEAD_RETENTION_DAYS ? scheduleLeadRetention(env.LEAD_RETENTION_DAYS) : () => {};

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  console.log(`Lead notifications: ${mailer.description}`);
  startOutboxWorker({
    mailer,
    from: env.MAIL_FROM,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  });

  const buildUrl = pathToFileURL(path.join(root, "build/index.js")).href;
  const build = (await import(buildUrl)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  app.use(requestGuards);
  app.use(compression());

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'"],
          "style-src-attr": ["'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
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
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: env.SITE_URL.startsWith("https:")
        ? { maxAge: 63072000, includeSubDomains: true }
        : false,
    }),
  );

  // Fingerprinted build assets never change; public/ files may be replaced by staff.
  app.use(
    build.publicPath,
    express.static(path.join(root, build.assetsBuildDirectory), {
      immutable: true,
      maxAge: "1y",
    }),
  );
  app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));

  app.use(
    morgan("tiny", {
      skip: (req) => req.url === "/healthz" || env.NODE_ENV === "test",
    }),
  );

  // Every request that changes something is rate limited per client address.
  const mutationLimiter = rateLimiter("mutations", env.MUTATION_RATE_LIMIT_PER_MINUTE, 60_000);
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const { allowed, retryAfterSeconds } = mutationLimiter.hit(req.ip ?? "unknown");
    if (allowed) return next();
    res.setHeader("Retry-After", String(retryAfterSeconds));
    res.status(429).json({
      success: false,
      message: "Too many requests. Please wait a minute and try again.",
    });
  });

  const getLoadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    // Express resolves the client address per TRUST_PROXY, so a client cannot spoof it.
    clientIp: req.ip ?? "unknown",
  });

  const renderPage = createFetchHandler(build, build.mode);
  app.use(
    createPageCache({
      // data_version moves when another connection (a script, a second process) writes.
      contentVersion: () => String(sqlite.pragma("data_version", { simple: true })),
      render: (request, req, res) => renderPage(request, getLoadContext(req, res)),
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    }),
  );

  app.all("*", createRemixHandler({ build, mode: build.mode, getLoadContext }));

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Server listening on http://localhost:${port} (site URL ${env.SITE_URL})`);
    console.log(`Database: ${path.resolve(env.DATABASE_PATH)}`);
    if (isDevelopment) broadcastDevReady(build);
  });

  let shuttingDown = false;
  function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    stopRetention();
    server.close(async () => {
      // Emails being sent finish first, so none is sent again after the restart.
      await stopOutboxWorker();
      sqlite.close();
      console.log("Server stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
