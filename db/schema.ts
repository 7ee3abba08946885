import type { ColumnType, Insertable, Selectable, SelectType } from "kysely";

import type * as Made from "./generated-types";

/**
 * The database as Kysely sees it: the tables the migrations make (db/generated-types.ts,
 * written by `npm run db:types`, checked by db/schema.test.ts), with the columns SQLite can't
 * describe narrowed here (docs/decisions/048-generated-database-types.md). Columns are
 * snake_case in SQLite and camelCase here (CamelCasePlugin). Timestamps are ISO 8601 UTC
 * strings; booleans are stored as 0/1 integers.
 */
export interface Database {
  siteSettings: SiteSettingsTable;
  leadSourceSettings: LeadSourceSettingsTable;
  leads: LeadsTable;
  notificationEmails: Made.NotificationEmails;
  outbox: OutboxTable;
  staffUsers: StaffUsersTable;
  staffAudit: StaffAuditTable;
  seoPages: SeoPagesTable;
  sessions: SessionsTable;
  leadEvents: LeadEventsTable;
  leadPhotos: LeadPhotosTable;
  leadReminders: Made.LeadReminders;
  healthChecks: HealthChecksTable;
  publicContentVersion: PublicContentVersionTable;
  followUpReminders: Made.FollowUpReminders;
  reviewSettings: ReviewSettingsTable;
  reviewRequests: Made.ReviewRequests;
  emailUnsubscribes: Made.EmailUnsubscribes;
  visitSettings: VisitSettingsTable;
  visits: VisitsTable;
  visitDigests: Made.VisitDigests;
  calendarFeeds: Made.CalendarFeeds;
  textOptOuts: Made.TextOptOuts;
  providerEvents: Made.ProviderEvents;
  scheduledMessages: ScheduledMessagesTable;
  customers: CustomersTable;
  customerContacts: CustomerContactsTable;
  properties: Made.Properties;
  customerEvents: CustomerEventsTable;
  textSettings: TextSettingsTable;
  onCallClaims: OnCallClaimsTable;
  estimateSettings: EstimateSettingsTable;
  estimates: EstimatesTable;
  estimateVersions: EstimateVersionsTable;
  estimateAcceptances: EstimateAcceptancesTable;
  leadDayServices: Made.LeadDayServices;
  leadDaySources: Made.LeadDaySources;
  leadDayPages: Made.LeadDayPages;
  leadDayLostReasons: Made.LeadDayLostReasons;
  leadCounts: Made.LeadCounts;
  stormPeriods: Made.StormPeriods;
}

/**
 * A generated table with some columns narrowed. Each narrowed column must be one the
 * migrations make, read as a subset of what SQLite holds: a refinement can neither invent a
 * column nor widen one, and a column a migration adds is in the types as soon as they are
 * generated again.
 */
type Refine<
  Table,
  Narrowed extends {
    [Column in keyof Narrowed]: Column extends keyof Table
      ? SelectType<Narrowed[Column]> extends SelectType<Table[Column]>
        ? unknown
        : never
      : never;
  },
> = Omit<Table, keyof Narrowed> & Narrowed;

/** The id of a table that holds a single row (id = 1). */
type SingleRowId = ColumnType<1, 1, never>;
/** Computed by SQLite from other columns (a generated column): read, never written. */
type Computed<T> = ColumnType<T, never, never>;
/** A text column that holds one of a few values, with a default. */
type OneOf<T extends string> = ColumnType<T, T | undefined, T>;

/** A single row (id = 1) that /healthz rewrites to prove the database takes writes. */
type HealthChecksTable = Refine<Made.HealthChecks, { id: SingleRowId }>;

/** A single row (id = 1) whose version moves, by trigger, with every change to site settings or SEO records. */
type PublicContentVersionTable = Refine<Made.PublicContentVersion, { id: SingleRowId }>;

/** A single row (id = 1); `sendConfirmations`: whether visitors get an email confirming their request. */
type SiteSettingsTable = Refine<Made.SiteSettings, { id: SingleRowId }>;

/** A single row (id = 1): the on-call phone's numbers and repeats, and which texts go (migration 0029). */
type TextSettingsTable = Refine<Made.TextSettings, { id: SingleRowId }>;

/** How an emergency's alert was claimed: the signed link in the text, a reply of "1", or Mark contacted. */
export type OnCallClaimVia = "link" | "reply" | "contacted";

/** Who took an emergency the on-call phone was texted about (migration 0029); one per lead. */
type OnCallClaimsTable = Refine<Made.OnCallClaims, { claimedVia: OnCallClaimVia }>;

/** A single row (id = 1): where review requests send customers, and whether they go out (migration 0020). */
type ReviewSettingsTable = Refine<Made.ReviewSettings, { id: SingleRowId }>;

/** A single row (id = 1): heads every lead notification email. */
type LeadSourceSettingsTable = Refine<Made.LeadSourceSettings, { id: SingleRowId }>;

/**
 * `sourcePage`: where the lead came from, the page path for the site's form, "api" for API
 * clients. `landingPage` (migration 0014): the first page of the visit, whichever page sent the
 * form. `gclid`, `fbclid`, `msclkid`: the ad networks' click ids the visit arrived with.
 * `possibleSpam`: 1 when the spam trap's time stamp was missing, unreadable, in the future or
 * stale. `callbackDueAt`: when the call-back promise runs out; null until computed for a lead
 * stored without it. `jobValueCents`: a won job's value in whole cents, when staff gave one.
 * `photosNotStored`: photos the visitor sent that were not stored, photo storage being full
 * (PHOTO_STORAGE_MB, migration 0013). `followUpOn`: the Waco date staff chose to call again, with
 * `followUpReason`; `jobDoneOn`: the Waco date a won job was finished (migration 0020).
 */
type LeadsTable = Refine<
  Made.Leads,
  {
    /** The referrer's host when the lead has no UTM tags (migration 0011), for the dashboard. */
    referrerHost: Computed<string | null>;
    /** The phone's digits, from `phone` (indexed for search). */
    phoneDigits: Computed<string>;
    /** What became of it (migration 0010); Won and Lost also mark it contacted. */
    outcome: OneOf<LeadOutcome>;
    lostReason: LostReason | null;
    /** The visitor's language (migration 0021): their messages are in it; staff see "Prefers Spanish". */
    language: OneOf<LeadLanguage>;
    /** Set while storm mode is on (migration 0032): by the hazard answers, or by staff. */
    stormTier: StormTier | null;
  }
>;

/** Storm mode's queues, most urgent first (decision 080). */
export type StormTier = "red" | "orange" | "yellow";

export type LeadOutcome = "open" | "won" | "lost";
/** The site's languages (app/content/locale.ts). */
export type LeadLanguage = "en" | "es";
export type LostReason = "price" | "timing" | "no-answer" | "out-of-area" | "not-a-fit" | "other";

/** `sending`: claimed by the worker, so a message is never sent twice by one process. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
/** How a message goes (app/platform/messages/channels.server.ts registers each). */
export type OutboxChannel = "email" | "webhook" | "text";

/**
 * The durable queue of every outgoing message, written in the transaction of
 * what caused it and sent by the one worker (app/platform/messages/outbox.server.ts).
 * A webhook row holds its URL in `recipient`, its event type in `subject` and
 * its JSON body in `textBody`. `headers`: extra email headers, as JSON. `messageId`:
 * stable across retries, the webhook-id or the email's Message-ID. `attachments`:
 * references to files the worker attaches at send time, as JSON. `kind`: what it is about,
 * as the feature that sends it declares it (a message kind or a webhook event).
 */
export type OutboxTable = Refine<
  Made.Outbox,
  {
    channel: ColumnType<OutboxChannel, OutboxChannel | undefined, never>;
    status: OneOf<OutboxStatus>;
  }
>;

/**
 * `pending` until its moment; then `sent`, `held` by the contact policy (with `reason`),
 * `dropped` (nothing left to say, e.g. the lead was called in time), `cancelled` (staff's
 * "Don't send") or `batched` into an office digest (`digestId`).
 */
export type ScheduledStatus = "pending" | "sent" | "held" | "dropped" | "cancelled" | "batched";

/** A message to send at `sendAt`, once per `key`, if the contact policy still allows it then (migration 0026). */
type ScheduledMessagesTable = Refine<Made.ScheduledMessages, { status: OneOf<ScheduledStatus> }>;
export type ScheduledMessage = Selectable<ScheduledMessagesTable>;

/** Owners manage accounts, settings and SEO; staff work the leads (`role`, migration 0015). */
type StaffUsersTable = Refine<Made.StaffUsers, { role: OneOf<StaffRole> }>;

export type StaffRole = "owner" | "staff";

export type StaffAuditAction =
  "account-added" | "account-removed" | "password-changed" | "role-changed" | "lead-deleted";

/**
 * Every change to staff accounts: who (actorEmail) did what to whom, and when. `detail`: what
 * changed beyond the action, the new role or the deleted lead (migration 0015).
 */
type StaffAuditTable = Refine<Made.StaffAudit, { action: StaffAuditAction }>;

/** A signed-in staff browser; the session cookie carries only the signed id. */
type SessionsTable = Refine<Made.Sessions, { id: string }>;

/**
 * `structuredData`: JSON-LD text, validated as JSON before it is stored. `imageAltTexts`:
 * JSON text of [{ selector, alt }].
 */
type SeoPagesTable = Refine<Made.SeoPages, { pagePath: string }>;

export type LeadEventKind =
  | "contacted"
  | "uncontacted"
  | "note"
  | "won"
  | "lost"
  | "reopened"
  | "undone"
  | "photos-deleted"
  | VisitEventKind
  | FollowUpAndReviewEventKind
  | TextEventKind
  | EstimateEventKind
  | StormEventKind
  // The visitor confirmed their address by its link (issue #40); `note`: the address.
  | "email-confirmed";

/** Storm mode's marks on a lead (migration 0032): a tier changed by staff, the triage board's taps. */
export type StormEventKind = "storm-tier" | "storm-scheduled" | "storm-needs-climber" | "storm-needs-crane";

/** Texts on a lead's timeline (migration 0029): one in, a staff reply, a missed call, the on-call phone taking it. */
export type TextEventKind = "text-in" | "text-reply" | "missed-call" | "on-call-claimed";

/** What happened to a lead's written estimate (migration 0031); `note`: the customer's reason or message. */
export type EstimateEventKind =
  | "estimate-sent"
  | "estimate-viewed"
  | "estimate-accepted"
  | "estimate-declined"
  | "estimate-changes-asked"
  | "estimate-expired"
  // The customer asked for a day for the accepted job (migration 0036); `note`: the day and their words.
  | "job-date-asked";

/** Follow-ups set, cleared or done, a job done (or taken back), a review link clicked, an unsubscribe (migration 0020). */
export type FollowUpAndReviewEventKind =
  | "follow-up-set"
  | "follow-up-cleared"
  | "follow-up-done"
  | "job-done"
  | "job-not-done"
  | "review-clicked"
  | "review-unsubscribed";

/** What happened to a lead's estimate visit (migration 0019); `staffEmail` null: the visitor did it. */
export type VisitEventKind = "visit-booked" | "visit-moved" | "visit-cancelled" | "visit-on-my-way";

/**
 * What staff did to a lead; rows are only ever added (notes are never edited). `staffEmail`:
 * who it was, kept when the account is removed. `before`: for a change of state, the lead's
 * state columns before it, as JSON, so it can be undone (migration 0016).
 */
type LeadEventsTable = Refine<Made.LeadEvents, { kind: LeadEventKind }>;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif";

/**
 * A photo sent with a quote request (migration 0012), kept with its lead and removed with it.
 * `fileName`: photo-1.jpg, from its place and stored type, for the download and the email
 * (migration 0017). `originalName`: as the visitor's device named it, cleaned: display text
 * only. `thumbnail`: a small JPEG for the lead page, made on first view for photos stored
 * before migration 0017.
 */
type LeadPhotosTable = Refine<
  Made.LeadPhotos,
  {
    /** Read from the bytes on arrival; what is stored since migration 0017 is JPEG, PNG or WebP. */
    contentType: PhotoType;
  }
>;

/** A single row (id = 1): the owner's availability rules as JSON (app/visits/availability.ts), migration 0019. */
type VisitSettingsTable = Refine<Made.VisitSettings, { id: SingleRowId }>;

export type VisitStatus = "booked" | "cancelled";
export type VisitBooker = "visitor" | "staff";
/** What a visit is for (migration 0036): the free estimate visit, or the accepted job. */
export type VisitPurpose = "estimate" | "job";

/**
 * An estimate visit (migration 0019): `date` (YYYY-MM-DD) and `starts`/`ends` (HH:mm) are
 * Waco wall-clock time, so a visit stays at 10 a.m. across a clock change. `place`: which of
 * the window's places it holds. `uid` and `sequence`: the invitation's UID and SEQUENCE.
 * `remindedAt`: when the visitor's reminder was queued (once).
 */
type VisitsTable = Refine<
  Made.Visits,
  { status: OneOf<VisitStatus>; bookedBy: VisitBooker; purpose: OneOf<VisitPurpose> }
>;

/**
 * A customer (migration 0028, decision 077): the person behind one or more leads. `language`:
 * as their latest lead. `mergedIntoId`: merged into that customer by staff, kept to undo it.
 */
type CustomersTable = Refine<Made.Customers, { language: OneOf<LeadLanguage> }>;

export type ContactKind = "phone" | "email";
/** A customer's phone or email as given (`value`) and as matched (`matchKey`: E.164, the normalised mailbox). */
type CustomerContactsTable = Refine<Made.CustomerContacts, { kind: ContactKind }>;

export type CustomerEventKind = "merged" | "merge-undone" | "split";
/** What staff did to a customer; `detail` (JSON) holds what its undo needs; `undoneAt` once undone. */
type CustomerEventsTable = Refine<Made.CustomerEvents, { kind: CustomerEventKind }>;
/** A single row (id = 1): the estimates' terms in both languages and the sales tax rate (migration 0031). */
type EstimateSettingsTable = Refine<Made.EstimateSettings, { id: SingleRowId }>;

export type EstimateStatus = "draft" | "sent" | "viewed" | "accepted" | "declined" | "expired";
/** An estimate (migration 0031): the draft staff write (JSON) and where it stands; `versionId`: the one sent last. */
type EstimatesTable = Refine<Made.Estimates, { status: OneOf<EstimateStatus> }>;
/** A sent version of an estimate, never changed (a trigger refuses it); `language`: the lead's when sent. */
type EstimateVersionsTable = Refine<Made.EstimateVersions, { language: LeadLanguage }>;

export type AcceptanceMethod = "typed" | "drawn" | "phone";
/** The evidence of an estimate's acceptance (migration 0031); rows are only ever added. */
type EstimateAcceptancesTable = Refine<Made.EstimateAcceptances, { method: AcceptanceMethod }>;

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type StaffUser = Selectable<StaffUsersTable>;
export type LeadEvent = Selectable<LeadEventsTable>;
export type Visit = Selectable<VisitsTable>;
export type Estimate = Selectable<EstimatesTable>;
export type EstimateVersion = Selectable<EstimateVersionsTable>;
export type EstimateAcceptance = Selectable<EstimateAcceptancesTable>;
