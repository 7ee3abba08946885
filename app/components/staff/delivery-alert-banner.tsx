import { Link } from "@remix-run/react";

import { Icon } from "~/components/kit";
import type { DeliveryAlert } from "~/leads/messages/notification-status.server";

import { StaffTime } from "./staff-time";

const channelNames = { email: "email", webhook: "webhook (text or app)", text: "text message" } as const;

/**
 * Red, at the top of every staff screen while lead alerts are stuck: which
 * channel, since when, and what to do, in plain words.
 */
export function DeliveryAlertBanner({ alert, isOwner }: { alert: DeliveryAlert; isOwner: boolean }) {
  const channels = alert.channels.map((channel) => channelNames[channel]).join(" and ");
  return (
    <div role="alert" data-testid="delivery-alert" className="bg-red-700 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2">
        <Icon name="siren" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>New-lead alerts by {channels} are failing</strong> since <StaffTime iso={alert.since} />. Leads are
          still saved: check{" "}
          <Link to="/admin/leads?view=needs-call" className="font-semibold underline underline-offset-2">
            Needs a call
          </Link>{" "}
          until this clears.{" "}
          {isOwner ? (
            <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
              See Settings to retry and fix it
            </Link>
          ) : (
            "Tell the owner."
          )}
        </p>
      </div>
    </div>
  );
}
