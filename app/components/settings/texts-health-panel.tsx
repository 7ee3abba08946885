import { Card } from "~/components/staff/card";
import { StaffTime } from "~/components/staff/staff-time";
import { formatPhone } from "~/platform/phone";
import type { TextsHealth } from "~/texts/texts-health.server";

/** Whether texts get through, beside the email panel: on Settings, and on Home once texts are on. */
export function TextsHealthPanel({ health, heading }: { health: TextsHealth; heading?: "h2" | "h3" }) {
  if (!health.configured)
    return (
      <Card heading={heading} title="Texts" description="Off: the server has no Twilio account (docs/texts.md).">
        <p className="text-sm text-stone-700">Emergencies and customers get email only.</p>
      </Card>
    );
  const failing = health.failedThisWeek > 0;
  return (
    <Card
      heading={heading}
      title="Texts"
      description={`Through ${health.provider} from ${formatPhone(health.from!.replace(/^\+1/, ""))}.`}
    >
      <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="texts-health">
        <div>
          <dt className="text-stone-700">Last sent</dt>
          <dd className="font-semibold text-stone-900">
            {health.lastSentAt ? <StaffTime iso={health.lastSentAt} /> : "None yet"}
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Waiting</dt>
          <dd className="text-xl font-bold text-stone-900">{health.waiting}</dd>
        </div>
        <div>
          <dt className="text-stone-700">Failed, 7 days</dt>
          <dd className={`text-xl font-bold ${failing ? "text-red-800" : "text-stone-900"}`}>
            {health.failedThisWeek}
          </dd>
        </div>
      </dl>
      {health.lastFailure ? (
        <p className="break-words text-sm text-red-800">
          <strong>Last failure</strong> (<StaffTime iso={health.lastFailure.at} />
          ): {health.lastFailure.reason}
        </p>
      ) : null}
    </Card>
  );
}
