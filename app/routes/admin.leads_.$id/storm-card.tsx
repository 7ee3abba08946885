import { Link } from "@remix-run/react";

import { formatWacoTime } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { FormErrors, SelectField, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import type { LeadStormFacts } from "~/storm/storm-lead.server";
import { stormTierFormSchema, tierLabels } from "~/storm/storm-schemas";

const tierTone = { red: "bg-red-700 text-white", orange: "bg-orange-500 text-stone-950", yellow: "bg-yellow-300" };

/** Storm mode on the lead page: its tier (which staff can change), the intake's answers, its place in the queue. */
export function StormCard({ storm }: { storm: LeadStormFacts | null }) {
  const change = useStaffForm({
    schema: stormTierFormSchema,
    intent: "storm-tier",
    titles: { form: "Tier Not Changed" },
    defaultValue: { tier: storm?.tier ?? undefined },
  });
  if (!storm) return null;
  const marks = [
    storm.scheduledAt ? `Scheduled ${formatWacoTime(storm.scheduledAt)}` : null,
    storm.needsClimber ? "Needs a climber" : null,
    storm.needsCrane ? "Needs a crane" : null,
  ].filter(Boolean);
  return (
    <Card title="Storm" anchor="storm">
      <div className="space-y-3" data-testid="storm-card">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`rounded px-2 py-0.5 font-bold ${storm.tier ? tierTone[storm.tier] : "bg-stone-100"}`}>
            {storm.tier ? tierLabels[storm.tier] : "No tier"}
          </span>
          {storm.position ? (
            <span>
              Queue position {storm.position}, likely call {formatWacoTime(storm.likelyAt!)}.{" "}
              <Link to="/admin/storm" className="font-semibold text-primary-800 underline">
                Storm board
              </Link>
            </span>
          ) : null}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">What the tree is doing</dt>
          <dd>{storm.hazards.length ? storm.hazards.join("; ") : "Not said"}</dd>
          <dt className="font-semibold">Can leave home safely</dt>
          <dd>{storm.canLeave ?? "Not asked"}</dd>
          <dt className="font-semibold">Insurance claim</dt>
          <dd>{storm.insuranceClaim ?? "Not sure or not asked"}</dd>
          {marks.length ? (
            <>
              <dt className="font-semibold">Board</dt>
              <dd>{marks.join("; ")}</dd>
            </>
          ) : null}
        </dl>
        <StaffForm state={change} className="flex flex-wrap items-end gap-2">
          <SelectField meta={change.fields.tier} label="Tier" placeholder="Choose a tier" options={tierLabels} />
          <SubmitButton busyLabel="Changing...">Change tier</SubmitButton>
          <FormErrors />
        </StaffForm>
      </div>
    </Card>
  );
}
