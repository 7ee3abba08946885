import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { formatDuration } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { StaffTime } from "~/components/staff/staff-time";
import { staffButton } from "~/components/staff/ui";
import type { NotificationPanel } from "~/leads/messages/notification-status.server";

/** Where staff add a notification address. */
const ADD_ADDRESS_HREF = "/admin/settings";

/**
 * Whether lead messages get through: on the staff home and in Settings. Its
 * "Retry all" posts to the page it is on, with or without JavaScript.
 */
export function LeadNotificationsPanel({
  panel,
  heading,
  isOwner = true,
}: {
  panel: NotificationPanel;
  heading?: "h2" | "h3";
  /** Staff accounts are not offered Settings, where addresses are added (an owner's job). */
  isOwner?: boolean;
}) {
  const failing = panel.status === "failing";
  return (
    <Card
      heading={heading}
      title="Lead notifications"
      description={
        failing
          ? "Some lead messages are not getting through. Call new leads from the list until this clears."
          : "Emails and webhooks about new and overdue leads."
      }
    >
      <RecipientsNotice panel={panel} isOwner={isOwner} />
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <Figure label="Delivered today" value={panel.deliveredToday} />
        <Figure label="Waiting" value={panel.pending} />
        <div>
          <dt className="text-stone-700">Failing since</dt>
          <dd
            className={`font-semibold ${failing ? "text-red-800" : "text-stone-900"}`}
            data-testid="notifications-failing-since"
          >
            {panel.failingSince ? <StaffTime iso={panel.failingSince} /> : "Not failing"}
          </dd>
        </div>
      </dl>
      {panel.pending > 0 && !failing ? (
        <p className="text-sm text-stone-700">
          The oldest has waited {formatDuration(panel.oldestPendingSeconds * 1000)}.
        </p>
      ) : null}
      {panel.lastError ? (
        <p className="break-words text-sm text-red-800" data-testid="notifications-last-error">
          <strong>Last failure:</strong> {panel.lastError}
        </p>
      ) : null}
      {panel.pending > 0 || failing || panel.lastError ? (
        <Form method="post" preventScrollReset>
          <AuthenticityTokenInput />
          <button type="submit" name="intent" value="retry-all-notifications" className={staffButton("secondary")}>
            Retry all
          </button>
        </Form>
      ) : null}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

function RecipientsNotice({ panel, isOwner }: { panel: NotificationPanel; isOwner: boolean }) {
  if (!panel.fallback) return null;
  return (
    <p role="status" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-stone-900">
      {panel.recipients.length > 0 ? (
        `No notification address is active, so lead emails go to every staff account (${panel.recipients.join(", ")}). `
      ) : (
        <>No notification address is active and there is no staff account: lead emails go nowhere. </>
      )}
      {isOwner ? (
        <Link to={ADD_ADDRESS_HREF} className="font-semibold text-primary-800 underline underline-offset-2">
          Add a notification address
        </Link>
      ) : (
        "The owner can add a notification address in Settings."
      )}
    </p>
  );
}
