import { Link } from "@remix-run/react";

import { formatWacoTime } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { Field, FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";
import { useSeesMoney } from "~/components/staff/use-sees-money";
import type { ListedEstimate } from "~/estimates/estimates.server";
import { formatDollars } from "~/leads/pipeline/lead-outcome";

import { phoneAcceptanceSchema } from "./lead-forms";

const statusLabel: Record<ListedEstimate["status"], string> = {
  draft: "Draft",
  sent: "Sent, not opened yet",
  viewed: "Opened by the customer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/**
 * The lead's written estimates: where each stands, its customer link, and an acceptance given by
 * phone. Prices are money (decision 073): a reader who does not see it gets where each stands only.
 */
export function EstimatesCard({ leadId, estimates }: { leadId: number; estimates: ListedEstimate[] }) {
  const seesPrices = useSeesMoney();
  return (
    <Card title="Estimates" anchor="estimates">
      <div className="space-y-3">
        {seesPrices ? (
          <Link to={`/admin/leads/${leadId}/estimate`} className={staffButton("primary")}>
            {estimates.some((one) => one.status !== "accepted" && one.status !== "declined")
              ? "Edit the estimate"
              : "Write an estimate"}
          </Link>
        ) : (
          <p className="text-sm text-stone-700" data-testid="estimates-owner-only">
            Estimates carry prices, which are the owner&apos;s: the owner writes and sends them (or shares money with
            staff in Settings).
          </p>
        )}
        <ul className="divide-y divide-stone-100 text-sm">
          {estimates.map((estimate) => (
            <li key={estimate.id} className="space-y-1 py-2" data-testid="lead-estimate">
              <p className="font-semibold text-stone-900">
                Estimate {estimate.id}
                {estimate.number ? `, version ${estimate.number}` : ""}: {statusLabel[estimate.status]}
              </p>
              <EstimateFacts estimate={estimate} />
              {estimate.url ? (
                <p className="flex flex-wrap gap-3">
                  <a href={estimate.url} className="font-semibold text-primary-800 underline">
                    Customer&apos;s page
                  </a>
                  <a href={`${estimate.url}/pdf`} className="font-semibold text-primary-800 underline">
                    PDF
                  </a>
                </p>
              ) : null}
              {estimate.status === "sent" || estimate.status === "viewed" ? (
                <PhoneAcceptance estimateId={estimate.id} />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/** Its money (for readers who see it), who signed, and until when it is good. */
function EstimateFacts({ estimate }: { estimate: ListedEstimate }) {
  const signed = estimate.signerName
    ? ` by ${estimate.signerName} (${estimate.method})${estimate.acceptedAt ? `, ${formatWacoTime(estimate.acceptedAt)}` : ""}`
    : "";
  if (estimate.acceptedAt) {
    const worth = estimate.acceptedCents !== null ? ` ${formatDollars(estimate.acceptedCents)}` : "";
    return <p className="text-stone-700">{`Accepted${worth}${signed}`}</p>;
  }
  if (!estimate.expiresOn) return null;
  const worth =
    estimate.baseTotalCents !== null ? `${formatDollars(estimate.baseTotalCents)} before optional lines, ` : "";
  return <p className="text-stone-700">{`${worth}valid until ${estimate.expiresOn}`}</p>;
}

/** The customer said yes on the phone: staff type the name they gave; the evidence says "by phone" and who recorded it. */
function PhoneAcceptance({ estimateId }: { estimateId: number }) {
  const form = useStaffForm({
    schema: phoneAcceptanceSchema,
    intent: "estimate-phone-accept",
    scope: { estimateId: String(estimateId) },
    titles: { form: "Not Recorded" },
  });
  return (
    <details>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-800">Accepted by phone…</summary>
      <StaffForm state={form} className="space-y-2">
        <Field meta={form.fields.signerName} label="Name the customer gave" />
        <FormErrors />
        <SubmitButton busyLabel="Recording...">Record acceptance by phone</SubmitButton>
      </StaffForm>
    </details>
  );
}
