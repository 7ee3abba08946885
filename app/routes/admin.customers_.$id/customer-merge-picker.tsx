import { Form } from "@remix-run/react";

import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { formatPhone } from "~/platform/phone";

import { mergeCustomerSchema } from "./customer-forms";

export interface MergeCandidate {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  leadCount: number;
}

/**
 * Merging starts from a search for the other customer (name, phone, email or address), a GET
 * form, so it works without JavaScript; each customer found has its own Merge button.
 */
export function MergePicker({
  customerName,
  query,
  candidates,
}: {
  customerName: string;
  query: string;
  candidates: MergeCandidate[] | null;
}) {
  return (
    <Card
      anchor="merge"
      title="Merge another customer into this one"
      description="The same person twice: their requests, visits, notes, places, phones and emails move here. You can undo it."
    >
      <Form method="get" action="#merge" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="merge-search" className={staffLabel}>
            Find the other customer: name, phone, email or address
          </label>
          <input id="merge-search" name="merge" type="search" defaultValue={query} required className={staffControl} />
        </div>
        <button type="submit" className={staffButton("secondary")}>
          Find
        </button>
      </Form>
      {candidates === null ? null : candidates.length ? (
        <ul aria-label="Customers found" className="divide-y divide-stone-200">
          {candidates.map((candidate) => (
            <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-stone-900">
                  {candidate.name} <span className="font-normal text-stone-700">· Customer {candidate.id}</span>
                </p>
                <p className="break-words text-stone-700">
                  {[candidate.phone ? formatPhone(candidate.phone) : null, candidate.email].filter(Boolean).join(" · ")}{" "}
                  · {candidate.leadCount} request{candidate.leadCount === 1 ? "" : "s"}
                </p>
              </div>
              <MergeForm candidate={candidate} customerName={customerName} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">No other customer matches “{query}”.</p>
      )}
    </Card>
  );
}

/** One customer found: Merge into this one (refused, e.g. merged elsewhere meanwhile, it says why under the button). */
function MergeForm({ candidate, customerName }: { candidate: MergeCandidate; customerName: string }) {
  const form = useStaffForm({
    schema: mergeCustomerSchema,
    intent: "merge",
    scope: { otherId: String(candidate.id) },
    titles: { form: "Not Merged" },
  });
  return (
    <StaffForm state={form}>
      <SubmitButton
        variant="secondary"
        busyLabel="Merging..."
        aria-label={`Merge ${candidate.name} (customer ${candidate.id}) into ${customerName}`}
      >
        Merge into {customerName}
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}
