import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { z } from "zod";

import { hasCredentials, isSubnet, protocolOf } from "./env-checks";

// Unset and empty variables both mean "use the default": env files often hold `SMTP_URL=`.
const optionalString = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);

/** "a, b ,c" → ["a", "b", "c"], each checked by `item`. */
const commaSeparated = <Item extends z.ZodTypeAny>(item: Item) =>
  optionalString.pipe(
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(item)),
  );

const emailList = commaSeparated(z.string().email("must be a comma-separated list of email addresses"));

const urlList = commaSeparated(
  z
    .string()
    .url("must be a comma-separated list of URLs")
    .refine((url) => /^https?:$/.test(protocolOf(url)), "must be http:// or https:// URLs")
    // fetch refuses such a URL, so no message could ever be delivered to it.
    .refine((url) => !hasCredentials(url), "must not carry a user name or password (user:pass@)"),
);

/** A phone number in E.164, as text providers take it: +12545550123. */
const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, "must be E.164 phone numbers such as +12545550123");

// Each description is what `waco-tree-service --help` prints beside the variable and its default.
const variablesSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: optionalString.pipe(z.coerce.number().int().min(0).max(65535).default(3000)).describe("HTTP port."),
  HOST: optionalString.pipe(z.string().default("0.0.0.0")).describe("Interface to listen on."),
  DATABASE_PATH: optionalString
    .pipe(z.string().default("data/site.db"))
    .describe("The SQLite file; its folder (the data folder) also holds the session secret and the .eml outbox."),
  SITE_URL: optionalString
    .pipe(
      z
        .string()
        .url("must be a full URL such as https://www.example.com")
        .refine((url) => /^https?:$/.test(protocolOf(url)), "must start with http:// or https://")
        .transform((url) => new URL(url).origin)
        .optional(),
    )
    .describe("Public origin for canonical URLs, sitemap and email links; https:// turns on Secure cookies and HSTS."),
  SESSION_SECRET: optionalString
    .pipe(z.string().min(32, "must be at least 32 characters (try: openssl rand -hex 32)").optional())
    .describe("Signs cookies. When unset, one is generated on first start and kept in the data folder."),
  SMTP_URL: optionalString
    .pipe(
      z
        .string()
        .url("must look like smtp://user:pass@host:587 or smtps://user:pass@host:465")
        .refine((url) => /^smtps?:$/.test(protocolOf(url)), "must start with smtp:// or smtps://")
        .optional(),
    )
    .describe(
      "Mail server for lead notifications. When unset, each email is an .eml file in the data folder's outbox/.",
    ),
  MAIL_FROM: optionalString.describe("Sender of notification emails, on your own domain."),
  NOTIFY_EMAILS: emailList.describe("Comma-separated addresses added to the notification list at start."),
  ADMIN_EMAIL: optionalString
    .pipe(z.string().email("must be an email address").optional())
    .describe("With ADMIN_PASSWORD: creates the first staff account at start when there is none."),
  ADMIN_PASSWORD: optionalString
    .pipe(z.string().min(12, "must be at least 12 characters").optional())
    .describe("Password of that first account (at least 12 characters)."),
  TRUST_PROXY: optionalString
    .pipe(
      z
        .string()
        .default("false")
        .refine(
          (value) => value !== "true",
          '"true" would believe any client\'s X-Forwarded-For, so anyone could dodge the rate limits: give the number of proxies in front (1), "loopback", or their addresses',
        )
        .refine(
          (value) => /^(false|loopback|\d+)$/.test(value) || value.split(",").every((part) => isSubnet(part.trim())),
          'must be "false", "loopback", a number of proxy hops, or comma-separated proxy addresses (10.0.0.2, 10.0.0.0/8)',
        ),
    )
    .describe(
      'Proxies in front: a number of hops (1 for one Caddy or nginx), "loopback", their addresses or subnets, or "false" when exposed.',
    ),
  MUTATION_RATE_LIMIT_PER_MINUTE: optionalString
    .pipe(z.coerce.number().int().min(1).default(120))
    .describe("Requests that change something, per client IP per minute."),
  LEAD_RETENTION_DAYS: optionalString
    .pipe(z.coerce.number().int().min(1).optional())
    .describe("Leads older than this many days are deleted daily. Unset keeps them forever."),
  PHOTO_STORAGE_MB: optionalString
    .pipe(z.coerce.number().int().min(0).default(2048))
    .describe("Megabytes of clean quote-request photos kept in the data folder; past it new photos are not stored."),
  PHOTO_MB_PER_ADDRESS_PER_DAY: optionalString
    .pipe(z.coerce.number().int().min(0).default(25))
    .describe(
      "Megabytes of photos (as stored) one client address may add in a day; past it its leads are stored without their photos.",
    ),
  PHOTO_SPOOL_MB: optionalString
    .pipe(z.coerce.number().int().min(1).default(1024))
    .describe("MB of photos as sent waiting on disk to be cleaned; past it a quote with photos is refused (503)."),
  UPLOADS_IN_FLIGHT_MB: optionalString
    .pipe(z.coerce.number().int().min(1).default(256))
    .describe("MB of photo bytes being received, all uploads (an address or /64: an eighth); past it 503."),
  UPLOAD_TIME_LIMIT_SECONDS: optionalString
    .pipe(z.coerce.number().int().min(1).default(150))
    .describe("Seconds a photo upload's whole body may take; past it the quote is answered 408, its text kept."),
  CLOCK_START: optionalString
    .pipe(
      z
        .string()
        .datetime({ offset: true, message: "must be an ISO date and time such as 2026-03-08T01:59:00-06:00" })
        .optional(),
    )
    .describe(
      "For tests only: the server's clock starts at this moment and runs on from it. Never set it in production.",
    ),
  DATABASE_BUSY_TIMEOUT_MS: optionalString
    .pipe(z.coerce.number().int().min(0).default(5000))
    .describe(
      "How long a write waits for another process's lock on the database before it is refused (503); tests shorten it.",
    ),
  REQUEST_BODY_TIMEOUT_SECONDS: optionalString
    .pipe(z.coerce.number().int().min(1).default(20))
    .describe(
      "A request body must bring at least 16 KB in each this many seconds, or the request is ended (a trickle would hold the connection).",
    ),
  CONTACT_RATE_LIMIT_PER_HOUR: optionalString
    .pipe(z.coerce.number().int().min(1).default(10))
    .describe("Quote requests per client IP per hour (the site's form and POST /api/contact together)."),
  SELF_BOOKINGS_PER_ADDRESS_PER_DAY: optionalString
    .pipe(z.coerce.number().int().min(1).default(3))
    .describe(
      "Estimate visits one client address may book online: those booked in the past day and those still to come count together.",
    ),
  OUTBOX_RETRY_BASE_MS: optionalString
    .pipe(z.coerce.number().int().min(10).default(30_000))
    .describe("First retry delay of a failed notification email, in ms; later ones double (tests shorten it)."),
  OUTBOX_MAX_ATTEMPTS: optionalString
    .pipe(z.coerce.number().int().min(1).default(31))
    .describe("Attempts before a notification email is marked failed (the default spans just over 24 hours)."),
  NOTIFY_ALERT_MINUTES: optionalString
    .pipe(z.coerce.number().int().min(1, "must be at least 1").default(15))
    .describe("A lead message undelivered this long makes /healthz/notifications answer 503 (failing)."),
  LEAD_WEBHOOK_URLS: urlList.describe(
    "Comma-separated URLs that get a signed POST (Standard Webhooks) for each new lead and each overdue one.",
  ),
  LEAD_WEBHOOK_TIMEOUT_SECONDS: optionalString
    .pipe(z.coerce.number().positive().default(10))
    .describe(
      "Seconds a webhook receiver has to answer; a slower one has failed the attempt and is tried again later.",
    ),
  LEAD_WEBHOOK_SECRET: optionalString
    .pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must look like whsec_ followed by base64 (at least 18 bytes)")
        .optional(),
    )
    .describe(
      "Signs the webhooks. When unset, one is generated on first start and kept in the data folder's webhook-secret file.",
    ),
  BACKUP_INTERVAL_MINUTES: optionalString
    .pipe(z.coerce.number().min(0, "must be 0 (off) or more").default(1440))
    .describe("Minutes between scheduled backups into the data folder's backups/ (0 turns them off)."),
  BACKUP_KEEP: optionalString
    .pipe(z.coerce.number().int().min(1, "must be at least 1").default(14))
    .describe("How many backups to keep, in backups/ and off-site alike (the newest)."),
  BACKUP_S3_URL: optionalString
    .pipe(
      z
        .string()
        .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, "must look like s3://bucket or s3://bucket/prefix")
        .optional(),
    )
    .describe("Copies every backup off the server to this S3 bucket (and prefix), e.g. s3://tree-backups/site."),
  BACKUP_S3_ENDPOINT: optionalString
    .pipe(z.string().url("must be a URL such as https://s3.us-west-004.backblazeb2.com").optional())
    .describe("The S3-compatible service (Backblaze B2, Cloudflare R2, Wasabi, MinIO); unset for AWS S3."),
  AWS_REGION: optionalString.describe("The bucket's region (for R2: auto)."),
  AWS_ACCESS_KEY_ID: optionalString.describe("Key id for the backup bucket."),
  AWS_SECRET_ACCESS_KEY: optionalString.describe("Secret key for the backup bucket (never logged or shown)."),
  CALLBACK_MINUTES: optionalString
    .pipe(z.coerce.number().positive("must be more than 0").max(10_080, "must be at most a week (10080)").default(60))
    .describe(
      "The call-back promise: minutes of business time (any time for emergencies) before an uncontacted lead is overdue.",
    ),
  TWILIO_ACCOUNT_SID: optionalString
    .pipe(
      z
        .string()
        .regex(/^AC[0-9a-f]{32}$/, "must look like AC followed by 32 hex digits")
        .optional(),
    )
    .describe("Twilio account for text messages (with TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER); unset: no texts."),
  TWILIO_AUTH_TOKEN: optionalString
    .pipe(z.string().min(16, "must be the account's auth token").optional())
    .describe("Signs Twilio's requests to the site and authorizes ours (never logged or shown)."),
  TWILIO_FROM_NUMBER: optionalString
    .pipe(e164.optional())
    .describe("The Twilio number texts come from, in E.164 (+12545550123), registered for A2P 10DLC (docs/texts.md)."),
  TWILIO_API_BASE_URL: optionalString
    .pipe(z.string().url("must be a URL such as https://api.twilio.com").default("https://api.twilio.com"))
    .describe("Twilio's REST API; tests point it at a mock."),
  ON_CALL_PHONES: commaSeparated(e164).describe(
    "Comma-separated E.164 numbers texted for emergencies, the first first (Settings can change them).",
  ),
  REVIEW_DELAY_MINUTES: optionalString
    .pipe(z.coerce.number().min(0).max(10_080, "must be at most a week (10080)").default(120))
    .describe(
      "Minutes after Job done before the customer's review request (sent between 9 a.m. and 7 p.m. Waco time).",
    ),
});

/** The configuration variables by name, with their descriptions. */
export const envVariables = variablesSchema.shape;

export const envSchema = variablesSchema
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  })
  .superRefine((env, ctx) => {
    const twilio = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const;
    const missing = twilio.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < twilio.length) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [missing[0]!],
        message: `${twilio.join(", ")} must be set together (texts are off until all three are)`,
      });
    }
  })
  .transform((env) => {
    const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      SITE_URL: siteUrl,
      MAIL_FROM: env.MAIL_FROM ?? `Waco Tree Service <no-reply@${new URL(siteUrl).hostname}>`,
      /** Folder that holds the database, the generated secret and the .eml outbox. */
      DATA_DIR: path.dirname(path.resolve(env.DATABASE_PATH)),
      /** Cookies are Secure whenever the public site is served over https. */
      SECURE_COOKIES: siteUrl.startsWith("https:"),
    };
  });

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string; LEAD_WEBHOOK_SECRET: string };

export class EnvError extends Error {
  name = "EnvError";
}

/** Validates raw variables; throws an EnvError that names every bad variable. */
export function parseEnv(raw: Record<string, string | undefined>) {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return result.data;
}

/** Where a generated secret is kept: in the data folder, readable by the server's user only. */
export const secretFile = (dataDir: string, name: "session-secret" | "webhook-secret") => path.join(dataDir, name);

/**
 * Without the variable a random secret is generated once and kept in the data
 * folder, so sessions (and webhook receivers' configuration) survive restarts.
 */
function resolveSecret(
  dataDir: string,
  name: "session-secret" | "webhook-secret",
  variable: string,
  generate: () => string,
) {
  const file = secretFile(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = generate();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  console.log(`${variable} is not set: generated one and saved it in ${file}`);
  return secret;
}

let env: Env | undefined;

/**
 * The validated configuration, read from process.env once per process. Call it in
 * functions, never at module level: the single binary loads every module before it
 * reads .env or its command line (`--help` must work with a bad configuration).
 */
export function getEnv(): Env {
  if (!env) {
    const parsed = parseEnv(process.env);
    env = {
      ...parsed,
      SESSION_SECRET:
        parsed.SESSION_SECRET ??
        resolveSecret(parsed.DATA_DIR, "session-secret", "SESSION_SECRET", () => randomBytes(32).toString("hex")),
      LEAD_WEBHOOK_SECRET:
        parsed.LEAD_WEBHOOK_SECRET ??
        resolveSecret(
          parsed.DATA_DIR,
          "webhook-secret",
          "LEAD_WEBHOOK_SECRET",
          () => `whsec_${randomBytes(32).toString("base64")}`,
        ),
    };
  }
  return env;
}
