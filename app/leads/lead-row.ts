/**
 * A lead as staff screens and the API show it, and the columns each reads:
 * the one place that turns stored values (0/1 flags, cents) into shown ones.
 */
import type { Lead, StaffUser } from "../../db/schema";
import { leadFieldKeys } from "./lead-fields";

/** SPEC §3's lead: its id, the fields the visitor gave (lead-fields.ts), and what became of it. */
export const leadColumns = [
  "id",
  ...leadFieldKeys("api"),
  "createdAt",
  "isContacted",
  "outcome",
  "jobValueCents",
  "lostReason",
  // Follow-ups and finished jobs (issue #35, migration 0020).
  "followUpOn",
  "followUpReason",
  "jobDoneOn",
  // Whose lead it is (issue #45): the customer it joined.
  "customerId",
] as const;
/** Where a lead came from (the visit's first touch, migration 0014): the lead page, the CSV and the API show it. */
export const attributionColumns = [
  "sourcePage",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "gclid",
  "fbclid",
  "msclkid",
] as const;
type Attribution = Pick<Lead, (typeof attributionColumns)[number]>;
/** The API's lead: SPEC §3's fields, then where it came from. */
export const apiLeadColumns = [...leadColumns, ...attributionColumns] as const;

/** The page a visit began on; for a lead without a first touch, the page that sent the form (all it knows). */
export const entryPage = (lead: Pick<Lead, "landingPage" | "sourcePage">) => lead.landingPage ?? lead.sourcePage;

/** A lead that came by phone, not from a page: its `sourcePage`, and its source as staff read it (issue #43). */
export const PHONE_SOURCES = { text: "Text", "missed-call": "Missed call" } as const;
export type PhoneSource = keyof typeof PHONE_SOURCES;

export const isPhoneSource = (sourcePage: string | null | undefined): sourcePage is PhoneSource =>
  Boolean(sourcePage && Object.hasOwn(PHONE_SOURCES, sourcePage));

/** Where a lead was sent from, as its page says it: a page's path, the API, a text or a missed call. */
export function sentFrom(sourcePage: string | null) {
  if (sourcePage === "api") return "API (POST /api/contact)";
  if (isPhoneSource(sourcePage)) return `${PHONE_SOURCES[sourcePage]} to the site's number`;
  return sourcePage;
}

/** Why a lead is flagged "possible spam", as staff read it on its badge, its page and in the new-lead email. */
export const POSSIBLE_SPAM_REASON = "The form's anti-spam time stamp was missing or invalid. Check before calling.";

/** Staff screens also show the spam flag, the call-back time and the visitor's language; the API keeps the SPEC §3 lead. */
export const staffLeadColumns = [...leadColumns, "possibleSpam", "callbackDueAt", "language"] as const;
type LeadColumns = Pick<Lead, (typeof leadColumns)[number]>;

/** A lead as screens and the API show it: booleans as booleans, the job value in dollars. */
export type LeadRow = Omit<LeadColumns, "isContacted" | "jobValueCents"> & {
  isContacted: boolean;
  jobValue: number | null;
};

/** Whoever changed a lead, as the timeline names them. */
export type Actor = Pick<StaffUser, "id" | "email">;

export type NotificationState =
  { status: "none" } | { status: "sent" } | { status: "pending" } | { status: "failed"; lastError: string | null };

/** A lead on staff screens: flagged when its spam trap's time stamp was odd, and late when its call-back is. */
export type StaffLeadRow = LeadRow & {
  possibleSpam: boolean;
  callbackDueAt: string | null;
  isOverdue: boolean;
  language: Lead["language"];
};

/** Not marked contacted by the time the call-back promise ran out. */
export function isOverdue(
  lead: { isContacted: number | boolean; callbackDueAt: string | null },
  now: Date | string = new Date(),
) {
  const nowIso = typeof now === "string" ? now : now.toISOString();
  return !lead.isContacted && lead.callbackDueAt !== null && lead.callbackDueAt <= nowIso;
}

export function toLeadRow({ jobValueCents, ...row }: LeadColumns): LeadRow {
  return { ...row, isContacted: row.isContacted === 1, jobValue: jobValueCents === null ? null : jobValueCents / 100 };
}

export function toStaffLeadRow(
  { possibleSpam, callbackDueAt, language, ...row }: Pick<Lead, (typeof staffLeadColumns)[number]>,
  nowIso: string,
): StaffLeadRow {
  return {
    ...toLeadRow(row),
    possibleSpam: possibleSpam === 1,
    callbackDueAt,
    language,
    isOverdue: isOverdue({ isContacted: row.isContacted, callbackDueAt }, nowIso),
  };
}

export function toApiLead(row: LeadColumns & Attribution) {
  const attribution = Object.fromEntries(attributionColumns.map((column) => [column, row[column]])) as Attribution;
  return { ...toLeadRow(row), ...attribution };
}
