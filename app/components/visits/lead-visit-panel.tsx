import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import type { LeadVisit } from "~/visits/staff-visits.server";
import { windowRange } from "~/visits/visit-labels";
import { longVisitLabel } from "~/visits/visit-labels";

/**
 * The lead page's Visit card: the booked estimate visit, and one form to book or move it
 * (window and who goes) and one to cancel it; plain posts, with or without JavaScript.
 */
export function LeadVisitPanel({ leadId, data }: { leadId: number; data: LeadVisit }) {
  const { visit, windows, staff } = data;
  const action = `/admin/leads/${leadId}/visit`;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const slotId = useId();
  const staffId = useId();
  const currentValue = visit ? `${visit.date} ${visit.starts}-${visit.ends}` : undefined;
  const options =
    visit && !windows.some((w) => w.value === currentValue)
      ? [{ ...visit, value: currentValue!, placesLeft: 0 }, ...windows]
      : windows;
  return (
    <Card title="Estimate visit" anchor="visit">
      {visit ? (
        <p className="text-stone-900" data-testid="lead-visit">
          <strong>{longVisitLabel(visit)}</strong>
          <br />
          <span className="text-sm text-stone-700">
            {visit.staffEmail ? `${visit.staffEmail} goes` : "Nobody assigned yet"} ·{" "}
            {visit.bookedBy === "visitor" ? "booked online by the customer" : "booked by staff"}
          </span>
        </p>
      ) : (
        <p className="text-stone-700">No visit booked.</p>
      )}
      <Form
        method="post"
        action={action}
        preventScrollReset
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <AuthenticityTokenInput />
        <div>
          <label htmlFor={slotId} className={staffLabel}>
            Window
          </label>
          <select id={slotId} name="slot" required defaultValue={currentValue} className={staffControl}>
            {options.map((window) => (
              <option key={window.value} value={window.value}>
                {window.date} · {windowRange(window)}
                {window.value === currentValue ? " (now)" : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={staffId} className={staffLabel}>
            Who goes
          </label>
          <select id={staffId} name="staffUserId" defaultValue={visit?.staffUserId ?? ""} className={staffControl}>
            <option value="">Not assigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value={visit ? "visit-move" : "visit-book"}
          disabled={busy}
          className={staffButton("primary")}
        >
          {visit ? "Move visit" : "Book visit"}
        </button>
      </Form>
      {visit ? (
        <Form method="post" action={action} preventScrollReset>
          <AuthenticityTokenInput />
          <ConfirmDisclosure
            summary="Cancel visit"
            summaryClassName={staffButton("danger", "w-fit")}
            question="Cancel this visit? The customer and whoever goes get a cancellation for their calendars."
          >
            <button type="submit" name="intent" value="visit-cancel" className={staffButton("confirm-danger")}>
              Confirm cancel visit
            </button>
          </ConfirmDisclosure>
        </Form>
      ) : null}
      <p className="text-sm text-stone-700">
        The customer&apos;s own link to book, move or cancel:{" "}
        <a
          href={data.visitorLink}
          data-testid="visitor-link"
          className="break-all font-semibold text-primary-800 underline"
        >
          {data.visitorLink}
        </a>
      </p>
    </Card>
  );
}
