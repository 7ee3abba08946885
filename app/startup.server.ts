import fs from "node:fs";

import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request, Response } from "express";

import { migrateToLatest } from "../db/migrate";
import { seedDefaults } from "../db/seed";
import { scheduleCustomerCatchUp } from "./customers/customer-catch-up.server";
import { ESTIMATE_PDF_ATTACHMENT } from "./estimates/estimate-messages.server";
import { estimatePdfAttachment } from "./estimates/estimate-pdf.server";
import { recordFirstTouch } from "./leads/intake/first-touch.server";
import { loadPhotoLibraryForStoredPhotos, startPhotoNormalizing } from "./leads/intake/photo-job.server";
import { routeTakesPhotos } from "./leads/intake/photo-uploads.server";
import { scheduleMissingCallbackChecks } from "./leads/messages/callback-reminders.server";
import { INSURANCE_PACKET_ATTACHMENT } from "./leads/messages/insurance-packet-messages.server";
import { answerVisitBookingOpen, LEAD_PHOTO_ATTACHMENT } from "./leads/messages/lead-notifications.server";
import { describeLeadNotifications } from "./leads/messages/notification-status.server";
import { sendSlipUpdates } from "./leads/messages/storm-updates.server";
import { insurancePacketAttachment } from "./leads/photos/insurance-packet.server";
import { photoAttachment } from "./leads/photos/lead-photos.server";
import { stopPhotoCleaner } from "./leads/photos/photo-cleaner.server";
import { scheduleContactMinutes } from "./leads/pipeline/contact-minutes.server";
import { scheduleMissingFollowUps } from "./leads/pipeline/follow-up.server";
import { scheduleLeadRetention } from "./leads/pipeline/retention.server";
import type { OwnCommandLine } from "./platform/backups/backup-process.server";
import { BACKUPS_JOB, scheduleBackups } from "./platform/backups/backup-schedule.server";
import { scheduleWalCheckpoints } from "./platform/backups/wal-checkpoints.server";
import { db, isDiskRefusal, openDatabaseOrReadOnly, publicContentVersion } from "./platform/db.server";
import { getEnv } from "./platform/env.server";
import { addressKey } from "./platform/http/client-address";
import { withoutNonce } from "./platform/http/csp.server";
import { applyHtmlPatch } from "./platform/http/html-patch.server";
import { createPageCache } from "./platform/http/page-cache.server";
import { limitMutations } from "./platform/http/rate-limit.server";
import { createRemixHandler } from "./platform/http/remix-handler.server";
import { createRequestGuards } from "./platform/http/request-guards.server";
import { startingAtMostPerTurn } from "./platform/http/requests-per-turn.server";
import type { UploadAllowance } from "./platform/http/upload-admission.server";
import { uploadPathMatcher } from "./platform/http/upload-paths.server";
import { kickJob, stopJobs } from "./platform/jobs.server";
import { collectWhenQuiet } from "./platform/memory.server";
import { createMailer } from "./platform/messages/mailer.server";
import { OUTBOX_JOB } from "./platform/messages/outbox.server";
import { startOutboxWorker } from "./platform/messages/outbox-worker.server";
import { getTextProvider } from "./platform/messages/text-providers.server";
import { holdServerLock } from "./platform/server-lock.server";
import { startClockAt, testClockRoute } from "./platform/test-clock.server";
import { scheduleOpenReviewMessages, scheduleReviewRequests } from "./reviews/review-requests.server";
import { redirectToLowerCase } from "./seo/lower-case-paths.server";
import { ensureInitialStaffUser } from "./staff/staff-users.server";
import { kickStormDesk, startStormDesk } from "./storm/storm-desk.server";
import { isSignedProviderWebhook } from "./texts/provider-webhooks.server";
import { describeTexts } from "./texts/texts-status.server";
import { scheduleMissingVisitReminders } from "./visits/visit-reminders.server";
import { visitorAvailability } from "./visits/visits.server";

/** The share of the upload budget one client may hold: 32 MB of the default 256, more than one whole request. */
const UPLOAD_SHARE_PER_CLIENT = 1 / 8;
const MB = 1024 * 1024;

/**
 * What the server does once before it takes requests, and the parts of the app
 * it wires into Express. Exported through entry.server.tsx, so server.ts reaches
 * the app only through the Remix build and every module exists once.
 */
export async function startApp(build: ServerBuild, { ownCommandLine }: { ownCommandLine: OwnCommandLine }) {
  const env = getEnv();
  if (env.CLOCK_START) startClockAt(new Date(env.CLOCK_START));
  const readOnly = await startDatabase(env);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  if (!readOnly) await startBackgroundWork(env, mailer, ownCommandLine);
  answerVisitBookingOpen(async (trx) => (await visitorAvailability(trx)).selfBooking);

  collectWhenQuiet();

  const getLoadContext = (req: Request, res: Response): AppLoadContext => ({
    cspNonce: res.locals.cspNonce as string,
    // Express resolves the client address per TRUST_PROXY, so a client cannot spoof it.
    clientIp: req.ip ?? "unknown",
    clientKey: addressKey(req.ip),
    upload: res.locals.upload as UploadAllowance | undefined,
  });
  const renderPage = createRequestHandler(build, build.mode);

  await checkHtmlPatches(renderPage);

  return {
    env,
    /** Who hears about leads, and how: the start-up log's lines. */
    notifications: [
      ...(await describeLeadNotifications(mailer.description)),
      ...describeTexts(),
      ...photoStorageWarning(env),
    ],
    getLoadContext,
    /** Wraps the server's request handler: a crowd of page views is started a few a turn of the event loop. */
    startingAtMostPerTurn,
    /** Host check, cross-site form posts, body limits and photo uploads: before anything else reads the request. */
    requestGuards: createRequestGuards({
      isUploadPath: uploadPathMatcher(build.routes, routeTakesPhotos),
      uploads: {
        totalBytes: env.UPLOADS_IN_FLIGHT_MB * MB,
        perClientBytes: env.UPLOADS_IN_FLIGHT_MB * MB * UPLOAD_SHARE_PER_CLIENT,
        deadlineMs: env.UPLOAD_TIME_LIMIT_SECONDS * 1000,
      },
      bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    }),
    /** Tests only (CLOCK_START set): moves the clock on; passes every request on otherwise. */
    testClockRoute: testClockRoute(() => {
      kickJob(OUTBOX_JOB);
      kickJob(BACKUPS_JOB);
      kickStormDesk();
    }),
    /** /ABOUT, /ES/CONTACTO: 301 to the page's lower-case address, before the page cache answers. */
    redirectToLowerCase,
    /** The first page of a visit from a campaign, an ad or another site: before the page cache answers. */
    recordFirstTouch,
    handleRequest: createRemixHandler({ build, mode: build.mode, getLoadContext }),
    limitMutations: limitMutations(env.MUTATION_RATE_LIMIT_PER_MINUTE, isSignedProviderWebhook),
    pageCache: createPageCache({
      // What public pages read: the build's catalog and the stored settings and SEO records.
      contentVersion: () => `${build.assets.version}:${publicContentVersion()}`,
      render: (request, req, res) => renderPage(request, getLoadContext(req, res)),
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    }),
    /** Messages being sent finish first, so none is sent again after a restart. */
    async stop() {
      await stopJobs();
      stopPhotoCleaner();
      await db.destroy();
    },
  };
}

export type RunningApp = Awaited<ReturnType<typeof startApp>>;

/**
 * Takes the server's lock, migrates and seeds the database. On a disk that takes no writes (a
 * restart on a full disk, issue #41) the server still starts, read-only: pages and the phone
 * number are served, every post answers 503 with the visitor's words kept and the number to
 * call, /healthz fails, and nothing runs in the background. Resolves to the disk's error then.
 */
async function startDatabase(env: ReturnType<typeof getEnv>) {
  let refused: string | undefined;
  try {
    holdServerLock(env.DATABASE_PATH);
    refused = openDatabaseOrReadOnly();
    if (!refused) {
      await migrateToLatest(db);
      await seedDefaults(db, { notifyEmails: env.NOTIFY_EMAILS });
      await ensureInitialStaffUser({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    }
  } catch (error) {
    if (!isDiskRefusal(error)) throw error;
    refused = openDatabaseOrReadOnly() ?? (error as { code: string }).code;
  }
  if (refused)
    console.error(
      `The disk takes no writes (${refused}): serving pages READ-ONLY. New leads are refused with the phone ` +
        "number to call, and nothing is sent. Free disk space, then restart the server.",
    );
  return refused;
}

/** What runs beside the requests: the messages, photo cleaning, backups and their upkeep. */
async function startBackgroundWork(
  env: ReturnType<typeof getEnv>,
  mailer: ReturnType<typeof createMailer>,
  ownCommandLine: OwnCommandLine,
) {
  if (env.LEAD_RETENTION_DAYS) scheduleLeadRetention(env.LEAD_RETENTION_DAYS);
  await startOutboxWorker({
    mailer,
    from: env.MAIL_FROM,
    webhookSecret: env.LEAD_WEBHOOK_SECRET,
    webhookTimeoutMs: env.LEAD_WEBHOOK_TIMEOUT_SECONDS * 1000,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    attachmentSources: {
      [LEAD_PHOTO_ATTACHMENT]: photoAttachment,
      [ESTIMATE_PDF_ATTACHMENT]: estimatePdfAttachment,
      [INSURANCE_PACKET_ATTACHMENT]: insurancePacketAttachment,
    },
    textProvider: getTextProvider(),
    textStatusUrl: `${env.SITE_URL}/webhooks/twilio/status`,
  });
  // Every message goes through the scheduled-message core, which the outbox worker runs;
  // these give rows to what was written without the app (scripts, a restore, older builds).
  await scheduleMissingCallbackChecks(env.CALLBACK_MINUTES);
  await scheduleMissingFollowUps();
  await scheduleReviewRequests();
  await scheduleOpenReviewMessages();
  await scheduleMissingVisitReminders();
  scheduleCustomerCatchUp();
  scheduleContactMinutes();
  startStormDesk(sendSlipUpdates);
  await loadPhotoLibraryForStoredPhotos();
  startPhotoNormalizing(ownCommandLine);
  scheduleBackups(ownCommandLine);
  scheduleWalCheckpoints(ownCommandLine);
}

/**
 * Photos are files in the data folder, and backups keep each one once beside them (decision 078),
 * also after its lead is deleted, until the last backup naming it goes: the quota
 * (PHOTO_STORAGE_MB) twice can outgrow the disk. Said at start, while there is room to act.
 */
function photoStorageWarning(env: ReturnType<typeof getEnv>) {
  const copies = env.BACKUP_INTERVAL_MINUTES > 0 ? 2 : 1;
  const needed = env.PHOTO_STORAGE_MB * MB * copies;
  const { bavail, bsize } = fs.statfsSync(env.DATA_DIR);
  const free = bavail * bsize;
  if (needed <= free) return [];
  const gigabytes = (bytes: number) => `${(bytes / 1024 / MB).toFixed(1)} GB`;
  return [
    `Warning: photos may take up to ${gigabytes(needed)} (PHOTO_STORAGE_MB=${env.PHOTO_STORAGE_MB} in the data folder` +
      `${copies > 1 ? " and as much again kept by backups" : ""}), but the disk has ${gigabytes(free)} free. ` +
      "Lower PHOTO_STORAGE_MB, or move backups off the server (docs/deploy.md).",
  ];
}

/**
 * The home page rendered once before the server takes requests, through every
 * HTML patch: one that no longer matches Remix's markup says so in the start-up log.
 */
async function checkHtmlPatches(render: ReturnType<typeof createRequestHandler>) {
  const nonce = "start-up-check";
  const response = await render(new Request("http://localhost/"), {
    cspNonce: nonce,
    clientIp: "127.0.0.1",
    clientKey: "127.0.0.1",
  });
  applyHtmlPatch(withoutNonce, await response.text(), nonce);
}
