import { getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { ErrorList, FormErrors, SelectField, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import type { LeadVisit } from "~/visits/staff-visits.server";
import { dayAndWindow, longVisitLabel } from "~/visits/visit-labels";

import { leadVisitSchema, slotValue } from "./lead-forms";

const titles = { form: "Visit not changed" };

/**
 * A lead page's visit card (the estimate visit, or the accepted job's): the booked visit, and
 * one form to book or move it (window and who goes) and one to cancel it; with or without
 * JavaScript. `task` comes first (the job's: what the customer asked for); `firstDay` picks the
 * first window on or after that day when nothing is booked. `onRecordFrom` (a Won lead's estimate
 * visit, its day): the visit is kept on record with nothing to book or move, only a cancel while
 * it is still ahead; with no visit booked, no card.
 */
export function VisitCard({
  data,
  title = "Estimate visit",
  task,
  firstDay,
  onRecordFrom,
}: {
  data: LeadVisit;
  title?: string;
  task?: ReactNode;
  firstDay?: string | null;
  onRecordFrom?: string;
}) {
  const { visit, windows, staff, purpose } = data;
  const scope = { purpose };
  const wished = firstDay ? windows.find((window) => window.date >= firstDay) : undefined;
  const currentValue = visit ? slotValue(visit) : wished && slotValue(wished);
  const options =
    visit && !windows.some((w) => slotValue(w) === currentValue) ? [{ ...visit, placesLeft: 0 }, ...windows] : windows;
  const booking = useStaffForm({
    schema: leadVisitSchema,
    intent: visit ? "visit-move" : "visit-book",
    scope,
    titles,
    defaultValue: { slot: currentValue, staffUserId: visit?.staffUserId ? String(visit.staffUserId) : "" },
  });
  const cancel = useStaffForm({ schema: leadVisitSchema, intent: "visit-cancel", scope, titles });
  const job = purpose === "job";
  const { slot, staffUserId } = booking.fields;
  const onRecord = onRecordFrom !== undefined;
  if (onRecord && !visit) return null;
  const cancellable = visit && (!onRecord || visit.date >= onRecordFrom);
  return (
    <Card title={title} anchor={job ? "job" : "visit"}>
      {task}
      {visit ? (
        <p className="text-stone-900" data-testid={job ? "lead-job-visit" : "lead-visit"}>
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
      {onRecord ? null : (
        <StaffForm state={booking} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          {/* No blank first choice: the visit's window, or else the first free one, is chosen. */}
          <div>
            <label htmlFor={slot.id} className={staffLabel}>
              Window
            </label>
            <select {...getSelectProps(slot)} key={slot.key} required className={staffControl}>
              {options.map((window) => (
                <option key={slotValue(window)} value={slotValue(window)}>
                  {`${dayAndWindow(window)}${choiceNote(window, currentValue, visit ? "now" : "the day asked for")}`}
                </option>
              ))}
            </select>
            <ErrorList id={slot.errorId} errors={slot.errors} />
          </div>
          <SelectField
            meta={staffUserId}
            label="Who goes"
            placeholder="Not assigned"
            options={Object.fromEntries(staff.map((member) => [member.id, member.email]))}
          />
          <SubmitButton>{`${visit ? "Move" : "Book"} ${job ? "job visit" : "visit"}`}</SubmitButton>
          <FormErrors className="text-sm text-red-800 sm:col-span-3" />
        </StaffForm>
      )}
      {cancellable ? (
        <StaffForm state={cancel}>
          <ConfirmDisclosure
            summary={job ? "Cancel job visit" : "Cancel visit"}
            summaryClassName={staffButton("danger", "w-fit")}
            question="Cancel this visit? The customer and whoever goes get a cancellation for their calendars."
          >
            <SubmitButton variant="confirm-danger">
              {job ? "Confirm cancel job visit" : "Confirm cancel visit"}
            </SubmitButton>
          </ConfirmDisclosure>
          <FormErrors />
        </StaffForm>
      ) : null}
      {job || onRecord ? null : (
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
      )}
    </Card>
  );
}

/** Marks the chosen window: the booked one ("now"), or the first on the customer's day when none is booked. */
const choiceNote = (window: Parameters<typeof slotValue>[0], chosen: string | undefined, note: string) =>
  slotValue(window) === chosen ? ` (${note})` : "";
