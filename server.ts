import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

import { db, sqlite } from "~/utils/db.server";
import { EnvError, getEnv, type Env } from "~/utils/env.server";
import { createMailer } from "~/utils/mailer.server";
import { startOutboxWorker, stopOutboxWorker } from "~/utils/outbox-worker.server";

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

function loadEnv() {
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
  const env = loadEnv();
  const root = findProjectRoot();
  const isDevelopment = env.NODE_ENV === "development";

  await migrateToLatest(db);
  await seedDefaults(db, { notifyEmails: env.NOTIFY_EMAILS });

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
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
          ],
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
    express.static(path.join(root, build.assetsBuildDirectory), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));

  app.use(
    morgan("tiny", {
      skip: (req) => req.url === "/healthz" || env.NODE_ENV === "test",
    }),
  );

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        // Express resolves the client address per TRUST_PROXY, so a client cannot spoof it.
        clientIp: req.ip ?? "unknown",
      }),
    }),
  );

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
