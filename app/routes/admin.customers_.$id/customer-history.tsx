import { Link } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { serviceTitle } from "~/content/services";
import type { CustomerRecord } from "~/customers/customer-record.server";
import { formatJobValue } from "~/leads/pipeline/lead-outcome";
import { visitWhen } from "~/visits/visit-labels";

import { splitLeadSchema, undoMergeSchema } from "./customer-forms";
import type { MergeCandidate } from "./customer-merge-picker";

/** What the customer page shows: the record, its money taken out unless the reader sees it (decision 073). */
export type CustomerPageData = CustomerRecord & {
  showMoney: boolean;
  /** The merge picker's search, and the other customers it found (null before a search). */
  mergeQuery: string;
  mergeCandidates: MergeCandidate[] | null;
};

const outcomeText = { open: "Open", won: "Won", lost: "Lost" } as const;

/** Every request with its date, service, outcome and value, its visits and review; then the customer's timeline. */
export function CustomerHistory({ record }: { record: CustomerPageData }) {
  const { leads, properties, events, showMoney } = record;
  const place = (propertyId: number | null) => properties.find((property) => property.id === propertyId)?.address;
  return (
    <>
      <Card title={`Requests (${leads.length})`}>
        <ol className="divide-y divide-stone-100 text-sm">
          {leads.map((lead) => (
            <li key={lead.id} className="space-y-1 py-3" data-testid="customer-lead">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <time dateTime={lead.createdAt} className="font-semibold text-stone-900">
                  {formatWacoTimeCompact(lead.createdAt)}
                </time>
                <Link to={`/admin/leads/${lead.id}`} className="text-primary-800 underline underline-offset-2">
                  {serviceTitle(lead.service)}
                </Link>
                <span className="text-stone-700">
                  {outcomeText[lead.outcome as keyof typeof outcomeText] ?? lead.outcome}
                  {showMoney && lead.jobValue !== null ? ` ${formatJobValue(lead.jobValue)}` : ""}
                  {lead.jobDoneOn ? `, job done ${lead.jobDoneOn}` : ""}
                </span>
              </div>
              {place(lead.propertyId) ? <p className="text-stone-700">{place(lead.propertyId)}</p> : null}
              {lead.visits.map((visit) => (
                <p key={visit.id} className="text-stone-700">
                  Visit {visitWhen(visit)}
                  {visit.status === "cancelled" ? " (cancelled)" : ""}
                </p>
              ))}
              {lead.review?.requestedAt ? (
                <p className="text-stone-700">
                  Review asked {lead.review.requestedAt.slice(0, 10)}
                  {lead.review.clickedAt ? ", link opened" : ""}
                </p>
              ) : null}
              {leads.length > 1 ? <SplitForm leadId={lead.id} /> : null}
            </li>
          ))}
        </ol>
      </Card>
      {events.length ? (
        <Card title="Timeline">
          <ol className="divide-y divide-stone-100 text-sm">
            {events.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
                <time dateTime={event.createdAt} className="text-stone-700">
                  {formatWacoTimeCompact(event.createdAt)}
                </time>
                <span className="text-stone-900">
                  {`${eventText(event)}${event.staffEmail ? ` by ${event.staffEmail}` : ""}${event.undoneAt ? " (undone)" : ""}`}
                </span>
                {event.kind === "merged" && !event.undoneAt ? <UndoMergeForm eventId={event.id} /> : null}
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
    </>
  );
}

/** "Not the same person": the request becomes a new customer, whose page opens. */
function SplitForm({ leadId }: { leadId: number }) {
  const form = useStaffForm({
    schema: splitLeadSchema,
    intent: "split",
    scope: { leadId: String(leadId) },
    titles: { form: "Not Split Off" },
  });
  return (
    <StaffForm state={form}>
      <SubmitButton variant="secondary" busyLabel="Splitting off..." className="text-xs">
        Not the same person: split off
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}

function UndoMergeForm({ eventId }: { eventId: number }) {
  const form = useStaffForm({
    schema: undoMergeSchema,
    intent: "undo-merge",
    scope: { eventId: String(eventId) },
    titles: { form: "Not Undone" },
  });
  return (
    <StaffForm state={form}>
      <SubmitButton variant="secondary" busyLabel="Undoing...">
        Undo
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}

function eventText(event: CustomerPageData["events"][number]) {
  const other = `${event.detail.otherName || "customer"} (${event.detail.otherId})`;
  if (event.kind === "merged") return `Merged ${other} into this customer`;
  if (event.kind === "merge-undone") return `Undid the merge of ${other}`;
  return event.detail.otherName
    ? `Request ${event.detail.leadId} split off to ${other}`
    : `Split off from customer ${event.detail.otherId} (request ${event.detail.leadId})`;
}
