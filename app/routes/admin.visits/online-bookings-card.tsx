import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { staffButton } from "~/components/staff/ui";
import type { OnlineBookingGroup } from "~/visits/online-bookings.server";

/**
 * Groups of visits booked online from one address or in one hour, each cancelled with one
 * confirmed action (issue #41). Shown only when there is such a group.
 */
export function OnlineBookingsCard({
  byAddress,
  byHour,
}: {
  byAddress: OnlineBookingGroup[];
  byHour: OnlineBookingGroup[];
}) {
  if (byAddress.length === 0 && byHour.length === 0) return null;
  return (
    <Card
      title="Online bookings in bulk"
      anchor="online-bookings"
      description="Visits booked online this week from one address or in one hour. If they are not real customers, cancel them together: their leads stay, marked possible spam."
    >
      <GroupList title="From one address" groups={byAddress} />
      <GroupList title="In one hour" groups={byHour} />
    </Card>
  );
}

function GroupList({ title, groups }: { title: string; groups: OnlineBookingGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <ul className="divide-y divide-stone-200" data-testid="online-booking-groups">
        {groups.map((group) => (
          <li key={group.label} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-stone-800 [overflow-wrap:anywhere]">
              <span className="font-semibold">{group.label}</span>: {group.visits} visits
            </span>
            <Form method="post">
              <AuthenticityTokenInput />
              {"from" in group.scope ? (
                <input type="hidden" name="from" value={group.scope.from} />
              ) : (
                <input type="hidden" name="hour" value={group.scope.hour} />
              )}
              <ConfirmDisclosure
                summary={`Cancel these ${group.visits} visits`}
                summaryClassName={staffButton("danger")}
                question={`Cancel all ${group.visits} visits booked online ${"from" in group.scope ? `from ${group.label}` : group.label}? Their leads are kept and marked possible spam.`}
              >
                <button type="submit" name="intent" value="cancel-online-bookings" className={staffButton("danger")}>
                  Cancel {group.visits} visits
                </button>
              </ConfirmDisclosure>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
