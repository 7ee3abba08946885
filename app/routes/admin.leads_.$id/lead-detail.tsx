import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { formatDuration, formatWacoTime } from "~/clock/waco-time";
import { Icon } from "~/components/kit";
import { LeadStateBadge, RetryNotificationsButton } from "~/components/leads/lead-actions";
import { EmergencyBadge, OverdueBadge, PossibleSpamBadge, SpanishBadge } from "~/components/leads/lead-badges";
import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, TextareaField, useStaffForm } from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref } from "~/platform/phone";

import { LeadActionBar, LeadStateActions } from "./lead-action-bar";
import type { LeadDetail } from "./lead-detail.server";
import { LeadFacts } from "./lead-facts";
import { leadNoteSchema } from "./lead-forms";
import { LeadOutcomeActions } from "./lead-outcome-actions";
import type { TimelineEntry } from "./lead-timeline";

/** The lead's page; `followUp` (follow-ups, issue #35) comes under the header, `children` (an owner's deletions) last. */
export function LeadDetailPage({
  detail,
  followUp,
  children,
}: {
  detail: LeadDetail;
  followUp?: ReactNode;
  children?: ReactNode;
}) {
  const { lead, notifications, timeline, now, photos } = detail;
  const action = `/admin/leads/${lead.id}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <Link
        to="/admin/leads"
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 underline"
      >
        <Icon name="arrowLeft" className="size-4" /> Lead Submissions
      </Link>

      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold text-stone-900 [overflow-wrap:anywhere]">{lead.name}</h1>
          {isEmergencyService(lead.service) ? <EmergencyBadge /> : null}
          <LeadStateBadge lead={lead} />
          {lead.isOverdue ? <OverdueBadge /> : null}
          <SpanishBadge language={lead.language} />
          {lead.possibleSpam ? <PossibleSpamBadge /> : null}
        </div>
        <p className="text-stone-700">
          {serviceTitle(lead.service)} · received{" "}
          <time dateTime={lead.createdAt}>{formatWacoTime(lead.createdAt)}</time>
        </p>
        <CallbackStatus lead={lead} now={now} />
        <div className="flex flex-wrap gap-2">
          {/* On a phone, Call and the state's actions are in the bar at the bottom of the screen. */}
          <a href={phoneHref(lead.phone)} className={staffButton("primary", "hidden sm:inline-flex")}>
            <Icon name="phone" className="size-4" /> Call {formatPhone(lead.phone)}
          </a>
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className={staffButton("secondary")}>
              <Icon name="mail" className="size-4" /> Email
            </a>
          ) : null}
          <div className="hidden gap-2 sm:flex">
            <LeadStateActions lead={lead} action={action} />
          </div>
        </div>
      </header>

      {followUp}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Details">
          <LeadFacts lead={lead} photos={photos} />
        </Card>
        <Card title="Timeline">
          <Timeline entries={timeline} />
          {/* A new form once the note shows on the timeline: empty, and without the last post's answer. */}
          <NoteForm key={timeline.filter((entry) => entry.note !== undefined).length} />
        </Card>
      </div>

      <Card title="Outcome" anchor="outcome">
        <LeadOutcomeActions lead={lead} />
      </Card>

      <Card title="Emails about this lead">
        <NotificationList lead={lead} notifications={notifications} action={action} />
      </Card>
      {children}
      <LeadActionBar lead={lead} action={action} />
    </div>
  );
}

type DetailLead = LeadDetail["lead"];

/** Where the call-back promise stands: done, running, or broken (and by how much). */
function CallbackStatus({ lead, now }: { lead: DetailLead; now: string }) {
  if (lead.isContacted) {
    return lead.contactedAt ? (
      <p className="text-stone-700">
        Contacted <time dateTime={lead.contactedAt}>{formatWacoTime(lead.contactedAt)}</time>
      </p>
    ) : null;
  }
  if (!lead.callbackDueAt) return null;
  const left = new Date(lead.callbackDueAt).getTime() - new Date(now).getTime();
  const clock = isEmergencyService(lead.service) ? "around the clock (emergency)" : "in business hours";
  // Outside business hours an ordinary lead's wait has not started yet.
  const waiting = lead.waitingMinutes ?? 0;
  const waited = waiting >= 1 ? ` Waiting ${formatDuration(waiting * 60_000)} ${clock}.` : "";
  return (
    <p className={lead.isOverdue ? "font-semibold text-red-800" : "text-stone-700"}>
      Call back by <time dateTime={lead.callbackDueAt}>{formatWacoTime(lead.callbackDueAt)}</time>
      {lead.isOverdue ? `: ${formatDuration(-left)} late.` : ` (in ${formatDuration(left)}).`}
      {waited}
    </p>
  );
}

const toneClass: Record<TimelineEntry["tone"], string> = {
  neutral: "bg-stone-400",
  good: "bg-primary-700",
  warning: "bg-amber-500",
  bad: "bg-red-700",
};

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-3" aria-label="What happened, oldest first">
      {entries.map((entry) => (
        <li key={entry.key} className="flex gap-3" data-testid="timeline-entry">
          <span aria-hidden className={`mt-1.5 size-2.5 shrink-0 rounded-full ${toneClass[entry.tone]}`} />
          <div className="min-w-0 text-sm">
            {/* An email address in a title is one long word: it wraps rather than widening a phone's page. */}
            <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{entry.title}</p>
            <p className="text-stone-700">
              <time dateTime={entry.at}>{formatWacoTime(entry.at)}</time>
              {entry.by ? ` · ${entry.by}` : null}
            </p>
            {entry.detail ? <p className="break-words text-stone-700">{entry.detail}</p> : null}
            {entry.note !== undefined ? (
              <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-stone-50 p-2 text-stone-900">
                {entry.note}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Adds a note to the timeline; a failed post keeps what was typed (with or without JavaScript). */
function NoteForm() {
  const note = useStaffForm({
    schema: leadNoteSchema,
    intent: "add-note",
    titles: { form: "Note Not Added" },
    validateOn: "onSubmit",
  });
  return (
    <StaffForm state={note} className="space-y-2">
      <TextareaField
        meta={note.fields.note}
        label="Add a note"
        hint="Notes are kept with your name and the time; they cannot be edited."
        className="space-y-2"
      />
      <FormErrors />
      <SubmitButton busyLabel="Adding...">Add note</SubmitButton>
    </StaffForm>
  );
}

function NotificationList({
  lead,
  notifications,
  action,
}: {
  lead: DetailLead;
  notifications: LeadDetail["notifications"];
  action: string;
}) {
  if (notifications.length === 0) {
    return <p className="text-sm text-stone-700">None: no notification address was active when it arrived.</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-stone-100 text-sm">
        {notifications.map((email) => (
          <li
            key={email.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            data-testid="lead-email"
          >
            <div className="min-w-0">
              <p className="break-words font-medium text-stone-900">{email.recipient}</p>
              <p className="text-stone-700">{email.label}</p>
            </div>
            <EmailStatus email={email} />
          </li>
        ))}
      </ul>
      {notifications.some((email) => email.status === "failed") ? (
        <RetryNotificationsButton lead={lead} action={action} />
      ) : null}
    </div>
  );
}

function EmailStatus({ email }: { email: LeadDetail["notifications"][number] }) {
  if (email.status === "sent") {
    return (
      <p className="font-medium text-primary-800">
        Sent {email.sentAt ? <time dateTime={email.sentAt}>{formatWacoTime(email.sentAt)}</time> : null}
      </p>
    );
  }
  // Handed to the mail server this moment (a slow one can take seconds): not failed.
  if (email.status === "sending") return <p className="font-medium text-amber-800">Sending now</p>;
  if (email.status === "pending") {
    return (
      <p className="font-medium text-amber-800">Pending{email.attempts ? ` (${email.attempts} tries so far)` : ""}</p>
    );
  }
  return (
    <div className="min-w-0 sm:text-right">
      <p className="font-medium text-red-800">
        Failed after {email.attempts} attempt{email.attempts === 1 ? "" : "s"}
      </p>
      {email.lastError ? <p className="break-words text-xs text-stone-700">{email.lastError}</p> : null}
    </div>
  );
}
