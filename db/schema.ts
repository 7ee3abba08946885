import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The database as Kysely sees it. Columns are snake_case in SQLite and
 * camelCase here (CamelCasePlugin). Timestamps are ISO 8601 UTC strings;
 * booleans are stored as 0/1 integers.
 */
export interface Database {
  siteSettings: SiteSettingsTable;
  leadSourceSettings: LeadSourceSettingsTable;
  leads: LeadsTable;
  notificationEmails: NotificationEmailsTable;
  outbox: OutboxTable;
  staffUsers: StaffUsersTable;
  staffAudit: StaffAuditTable;
  seoPages: SeoPagesTable;
  sessions: SessionsTable;
}

type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;

/** A single row (id = 1). */
export interface SiteSettingsTable {
  id: ColumnType<1, 1, never>;
  phoneNumber: string;
  updatedAt: Timestamp;
}

/** A single row (id = 1): heads every lead notification email. */
export interface LeadSourceSettingsTable {
  id: ColumnType<1, 1, never>;
  message: string;
  updatedAt: Timestamp;
}

export interface LeadsTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: string;
  address: string | null;
  service: string;
  message: string;
  createdAt: Timestamp;
  isContacted: Flag;
  contactedAt: string | null;
  /** Where the lead came from: the page path for the site's form, "api" for API clients. */
  sourcePage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  userAgent: string | null;
  /** 1 when the spam trap's time stamp was missing, unreadable, in the future or stale. */
  possibleSpam: Flag;
}

export interface NotificationEmailsTable {
  id: Generated<number>;
  email: string;
  isActive: Flag;
  createdAt: Timestamp;
}

export type OutboxStatus = "pending" | "sent" | "failed";

/** Durable email queue: a row is written with its lead and sent by the worker. */
export interface OutboxTable {
  id: Generated<number>;
  leadId: number | null;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
}

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  createdAt: Timestamp;
  lastSignInAt: string | null;
}

export type StaffAuditAction = "account-added" | "account-removed" | "password-changed";

/** Every change to staff accounts: who (actorEmail) did what to whom, and when. */
export interface StaffAuditTable {
  id: Generated<number>;
  createdAt: Timestamp;
  actorEmail: string;
  action: StaffAuditAction;
  targetEmail: string;
}

/** A signed-in staff browser; the session cookie carries only the signed id. */
export interface SessionsTable {
  id: string;
  staffUserId: number;
  createdAt: Timestamp;
  expiresAt: string;
  lastSeenAt: Timestamp;
}

export interface SeoPagesTable {
  pagePath: string;
  title: string;
  description: string;
  keywords: string | null;
  ogImage: string | null;
  canonicalUrl: string | null;
  /** JSON-LD text, validated as JSON before it is stored. */
  structuredData: string | null;
  h1Text: string | null;
  /** JSON text of [{ selector, alt }]. */
  imageAltTexts: string | null;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadUpdate = Updateable<LeadsTable>;
export type NotificationEmail = Selectable<NotificationEmailsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type StaffUser = Selectable<StaffUsersTable>;
export type SeoPage = Selectable<SeoPagesTable>;
export type StaffAuditEntry = Selectable<StaffAuditTable>;
export type Session = Selectable<SessionsTable>;
