import { useFetcher, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import type { NotificationState, StaffLeadRow } from "~/leads/lead-list.server";
import { serviceTitle } from "~/content/services";
import { formatPhone, phoneHref } from "~/platform/phone";

import { staffButton } from "./ui";

export type LeadWithNotification = StaffLeadRow & { notification: NotificationState };

/** Lead status changes always post to /admin/leads, then return to the page they came from. */
const LEAD_ACTION = "/admin/leads";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

function useReturnPath() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

export function LeadTable({ leads, caption }: { leads: LeadWithNotification[]; caption: string }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-stone-200 bg-white"
      // A focusable scroll region: on a phone the table scrolls sideways, by touch or keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Service
            </th>
            <th scope="col" className="px-3 py-2">
              Message
            </th>
            <th scope="col" className="px-3 py-2">
              Created
            </th>
            <th scope="col" className="px-3 py-2">
              Notifications
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {leads.map((lead) => (
            <tr key={lead.id} data-testid="lead-row" className="align-top">
              <td className="px-3 py-2">
                <ContactedToggle lead={lead} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-medium text-stone-900">
                {lead.name}
                {lead.possibleSpam ? <PossibleSpamBadge /> : null}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <a href={phoneHref(lead.phone)} className="text-primary-800 underline hover:text-primary-950">
                  {formatPhone(lead.phone)}
                </a>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="text-primary-800 underline hover:text-primary-950">
                    {lead.email}
                  </a>
                ) : (
                  <span className="text-stone-600">—</span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{serviceTitle(lead.service)}</td>
              <td className="px-3 py-2">
                <MessageCell message={lead.message} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">
                <time dateTime={lead.createdAt}>{dateFormat.format(new Date(lead.createdAt))}</time>
              </td>
              <td className="px-3 py-2">
                <NotificationCell lead={lead} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContactedToggle({ lead }: { lead: LeadWithNotification }) {
  const fetcher = useFetcher();
  const returnPath = useReturnPath();
  const pending = fetcher.formData?.get("isContacted");
  const isContacted = typeof pending === "string" ? pending === "true" : lead.isContacted;
  return (
    <fetcher.Form method="post" action={LEAD_ACTION} preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="set-contacted" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="isContacted" value={String(!isContacted)} />
      <input type="hidden" name="redirectTo" value={returnPath} />
      <button
        type="submit"
        aria-label={`${isContacted ? "Contacted" : "New"}: mark ${lead.name} as ${isContacted ? "not contacted" : "contacted"}`}
        className={`inline-flex min-h-9 items-center rounded-full border px-3 text-xs font-bold ${
          isContacted
            ? "border-primary-700 bg-primary-100 text-primary-900 hover:bg-primary-200"
            : "border-amber-600 bg-amber-100 text-amber-900 hover:bg-amber-200"
        }`}
      >
        {isContacted ? "Contacted" : "New"}
      </button>
    </fetcher.Form>
  );
}

/** The spam trap's time stamp was missing or odd: kept for staff to judge, never dropped. */
function PossibleSpamBadge() {
  return (
    <span
      className="ml-2 inline-flex rounded-full border border-red-700 bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800"
      title="The form's anti-spam time stamp was missing or invalid. Check before calling."
    >
      Possible spam
    </span>
  );
}

function MessageCell({ message }: { message: string }) {
  if (!message) return <span className="text-stone-600">—</span>;
  return (
    <details className="max-w-xs">
      <summary className="block max-w-[200px] cursor-pointer truncate text-stone-800" title="Show the full message">
        {message}
      </summary>
      <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{message}</p>
    </details>
  );
}

function NotificationCell({ lead }: { lead: LeadWithNotification }) {
  const state = lead.notification;
  if (state.status === "none") return <span className="text-stone-600">None</span>;
  if (state.status === "sent") return <span className="font-medium text-primary-800">Sent</span>;
  if (state.status === "pending") return <span className="font-medium text-amber-800">Pending</span>;
  return <FailedNotification lead={lead} lastError={state.lastError} />;
}

function FailedNotification({ lead, lastError }: { lead: LeadWithNotification; lastError: string | null }) {
  const fetcher = useFetcher();
  const returnPath = useReturnPath();
  return (
    <div className="space-y-1">
      <p className="font-medium text-red-800">Failed</p>
      {lastError ? <p className="max-w-[200px] break-words text-xs text-stone-700">{lastError}</p> : null}
      <fetcher.Form method="post" action={LEAD_ACTION} preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="retry-notifications" />
        <input type="hidden" name="leadId" value={lead.id} />
        <input type="hidden" name="redirectTo" value={returnPath} />
        <button
          type="submit"
          aria-label={`Retry notifications for ${lead.name}`}
          className={staffButton("secondary", "min-h-9 px-2 text-xs")}
          disabled={fetcher.state !== "idle"}
        >
          Retry
        </button>
      </fetcher.Form>
    </div>
  );
}
