import { formatWacoTime } from "~/clock/waco-time";
import { PHONE_SOURCES, sentFrom } from "~/leads/lead-row";
import { describeOutcomeEvent } from "~/leads/pipeline/lead-outcome";

import type {
  EstimateEventKind,
  Lead,
  LeadEvent,
  OutboxMessage,
  ScheduledMessage,
  StormEventKind,
  TextEventKind,
  VisitEventKind,
} from "../../../db/schema";

export type TimelineNotification = Pick<
  OutboxMessage,
  | "id"
  | "kind"
  | "recipient"
  | "status"
  | "attempts"
  | "lastError"
  | "lastAttemptAt"
  | "createdAt"
  | "sentAt"
  | "deliveryStatus"
> & { label: string };

export type TimelineScheduled = Pick<ScheduledMessage, "id" | "status" | "reason" | "recipient" | "decidedAt"> & {
  label: string;
};

export interface TimelineInput {
  lead: Pick<Lead, "createdAt" | "sourcePage">;
  notifications: TimelineNotification[];
  /** Scheduled messages held, not sent at staff's word, or put in a digest. */
  scheduled: TimelineScheduled[];
  events: Array<Pick<LeadEvent, "id" | "kind" | "staffEmail" | "note" | "createdAt">>;
  reminder: { dueAt: string; createdAt: string } | undefined;
}

export interface TimelineEntry {
  key: string;
  at: string;
  tone: "neutral" | "good" | "warning" | "bad";
  title: string;
  detail?: string;
  /** The staff member who did it; absent for what the site did itself. */
  by?: string | null;
  /** A note's text, shown as written. */
  note?: string;
}

const timelineLabel = (message: TimelineNotification) =>
  message.kind === "lead"
    ? `Notification email to ${message.recipient}`
    : message.kind === "reminder"
      ? `Overdue reminder email to ${message.recipient}`
      : message.kind === "confirmation"
        ? `Confirmation email to ${message.recipient}`
        : `${message.label} to ${message.recipient}`;

/** A scheduled message that did not go as itself: held by the contact policy, stopped by staff, or put in a digest. */
function scheduledEntry(message: TimelineScheduled): TimelineEntry {
  const to = message.recipient ? ` to ${message.recipient}` : "";
  const at = message.decidedAt ?? "";
  const key = `scheduled-${message.id}`;
  if (message.status === "batched")
    return { key, at, tone: "neutral", title: `${message.label}: in the office digest` };
  if (message.status === "cancelled")
    return { key, at, tone: "neutral", title: `${message.label}${to} not sent`, detail: message.reason ?? undefined };
  return { key, at, tone: "warning", title: `${message.label}${to} held`, detail: `held: ${message.reason ?? ""}` };
}

function emailEntry(email: TimelineNotification): TimelineEntry {
  const label = timelineLabel(email);
  const attempts = `${email.attempts} attempt${email.attempts === 1 ? "" : "s"}`;
  const key = `email-${email.id}`;
  if (email.status === "sent")
    // A text's carrier report (delivered, undelivered…) as the provider gave it.
    return {
      key,
      at: email.sentAt ?? email.createdAt,
      tone: email.deliveryStatus === "undelivered" || email.deliveryStatus === "failed" ? "bad" : "good",
      title: `${label} sent${email.deliveryStatus ? ` (${email.deliveryStatus})` : ""}`,
    };
  if (email.status === "failed") {
    return {
      key,
      at: email.lastAttemptAt ?? email.createdAt,
      tone: "bad",
      title: `${label} failed after ${attempts}`,
      detail: email.lastError ?? undefined,
    };
  }
  return {
    key,
    at: email.createdAt,
    tone: "neutral",
    title: `${label} queued`,
    detail: email.attempts ? `Still trying (${attempts} so far): ${email.lastError ?? "no answer"}` : undefined,
  };
}

/** Events of follow-ups, finished jobs and review requests (issue #35); the note says which day or link. */
const followUpAndReviewTitles = {
  "follow-up-set": "Follow-up set",
  "follow-up-cleared": "Follow-up cleared",
  "follow-up-done": "Follow-up done",
  "job-done": "Job done",
  "job-not-done": "Job done taken back",
  "review-clicked": "Review link clicked",
  "review-unsubscribed": "Customer unsubscribed from emails",
  "email-confirmed": "Customer confirmed their email address by its link",
} satisfies Partial<Record<LeadEvent["kind"], string>>;

/** A lead's estimate visit on its timeline (app/visits). */
const visitEventTitles: Record<VisitEventKind, string> = {
  "visit-booked": "Estimate visit booked",
  "visit-moved": "Estimate visit moved",
  "visit-cancelled": "Estimate visit cancelled",
  "visit-on-my-way": "On my way to the visit",
};

const isVisitEvent = (kind: string): kind is VisitEventKind => kind in visitEventTitles;

/** Texts (issue #43): a text's words are shown as written, like a note. */
const textEventTitles: Record<TextEventKind, string> = {
  "text-in": "Text from the customer",
  "text-reply": "Text reply",
  "missed-call": "Missed call",
  "on-call-claimed": "On call: taken",
};

const isTextEvent = (kind: string): kind is TextEventKind => kind in textEventTitles;

/** Storm mode (issue #47): a tier changed by staff (the note: from what to what), the board's taps. */
const stormEventTitles: Record<StormEventKind, string> = {
  "storm-tier": "Storm tier changed",
  "storm-scheduled": "Storm: crew visit scheduled",
  "storm-needs-climber": "Storm: needs a climber",
  "storm-needs-crane": "Storm: needs a crane",
};

const isStormEvent = (kind: string): kind is StormEventKind => kind in stormEventTitles;

function textEntry(key: string, event: TimelineInput["events"][number] & { kind: TextEventKind }): TimelineEntry {
  const title = textEventTitles[event.kind];
  const by = event.staffEmail;
  if (event.kind === "text-in" || event.kind === "text-reply")
    return { key, at: event.createdAt, tone: "neutral", title, by, note: event.note ?? "" };
  return {
    key,
    at: event.createdAt,
    tone: event.kind === "missed-call" ? "warning" : "good",
    title,
    detail: event.note ?? undefined,
    by,
  };
}
/** A lead's written estimates on its timeline (app/estimates); the note says which, and the customer's words. */
const estimateEvents: Record<EstimateEventKind, { title: string; tone: TimelineEntry["tone"] }> = {
  "estimate-sent": { title: "Estimate sent", tone: "neutral" },
  "estimate-viewed": { title: "Estimate viewed by the customer", tone: "neutral" },
  "estimate-accepted": { title: "Estimate accepted", tone: "good" },
  "estimate-declined": { title: "Estimate declined", tone: "bad" },
  "estimate-changes-asked": { title: "Customer asked for changes to the estimate", tone: "warning" },
  "estimate-expired": { title: "Estimate expired", tone: "warning" },
  "job-date-asked": { title: "Customer asked for a day for the job", tone: "neutral" },
};

const isEstimateEvent = (kind: string): kind is EstimateEventKind => kind in estimateEvents;

/** What an undo took back, by the kind of the change it undid. */
function undoneTitle(kind: string | null) {
  if (kind === "won" || kind === "lost" || kind === "reopened") return describeOutcomeEvent(kind, null).title;
  return kind === "contacted" ? "Marked contacted" : "Marked not contacted";
}

/** Everything that happened to a lead, oldest first: what the site did and what staff did. */
export function buildTimeline({ lead, notifications, scheduled, events, reminder }: TimelineInput): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    {
      key: "received",
      at: lead.createdAt,
      tone: "neutral",
      title: "Received",
      detail: receivedFrom(lead.sourcePage),
    },
  ];
  if (!notifications.some((email) => email.kind === "lead")) {
    entries.push({
      key: "not-notified",
      at: lead.createdAt,
      tone: "warning",
      title: "Nobody was emailed",
      detail: "No notification address was active when it arrived.",
    });
  }
  if (reminder) {
    const reminded =
      notifications.some((email) => email.kind === "reminder") || scheduled.some((row) => row.status === "batched");
    entries.push({
      key: "overdue",
      at: reminder.createdAt,
      tone: "warning",
      title: `Overdue: not marked contacted by ${formatWacoTime(reminder.dueAt)}`,
      detail: reminded ? undefined : "No reminder email: no notification address was active.",
    });
  }
  entries.push(...notifications.map(emailEntry), ...scheduled.map(scheduledEntry));
  for (const event of events) {
    const key = `event-${event.id}`;
    const by = event.staffEmail;
    if (event.kind === "note")
      entries.push({ key, at: event.createdAt, tone: "neutral", title: "Note", by, note: event.note ?? "" });
    else if (event.kind === "won" || event.kind === "lost" || event.kind === "reopened")
      entries.push({
        key,
        at: event.createdAt,
        tone: event.kind === "won" ? "good" : event.kind === "lost" ? "bad" : "neutral",
        by,
        ...describeOutcomeEvent(event.kind, event.note),
      });
    else if (event.kind === "contacted")
      entries.push({ key, at: event.createdAt, tone: "good", title: "Marked contacted", by });
    else if (event.kind === "undone")
      entries.push({ key, at: event.createdAt, tone: "warning", title: `Undid "${undoneTitle(event.note)}"`, by });
    else if (event.kind in followUpAndReviewTitles)
      entries.push({
        key,
        at: event.createdAt,
        tone: event.kind === "review-clicked" || event.kind === "job-done" ? "good" : "neutral",
        title: followUpAndReviewTitles[event.kind as keyof typeof followUpAndReviewTitles],
        detail: event.note ?? undefined,
        by,
      });
    else if (event.kind === "photos-deleted")
      entries.push({
        key,
        at: event.createdAt,
        tone: "warning",
        title: "Photos deleted",
        detail: event.note ?? undefined,
        by,
      });
    else if (isEstimateEvent(event.kind))
      entries.push({ key, at: event.createdAt, ...estimateEvents[event.kind], detail: event.note ?? undefined, by });
    else if (isVisitEvent(event.kind))
      // A visit event without staff was the customer's own, through their link.
      entries.push({
        key,
        at: event.createdAt,
        tone: "neutral",
        title: visitEventTitles[event.kind],
        detail: event.note ?? undefined,
        by: by ?? "the customer",
      });
    else if (isTextEvent(event.kind)) entries.push(textEntry(key, { ...event, kind: event.kind }));
    else if (isStormEvent(event.kind))
      entries.push({
        key,
        at: event.createdAt,
        tone: "neutral",
        title: stormEventTitles[event.kind],
        detail: event.note ?? undefined,
        by,
      });
    else entries.push({ key, at: event.createdAt, tone: "warning", title: "Marked not contacted", by });
  }
  // A stable sort keeps the order above for entries of the same moment.
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

function receivedFrom(sourcePage: string | null) {
  if (sourcePage === "api") return "Sent through the API";
  if (sourcePage && sourcePage in PHONE_SOURCES) return sentFrom(sourcePage)!;
  return sourcePage ? `From ${sourcePage}` : undefined;
}
