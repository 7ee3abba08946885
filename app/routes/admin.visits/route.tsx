import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Icon } from "~/components/kit";
import { Card } from "~/components/staff/card";
import { staffButton, staffControl } from "~/components/staff/ui";
import { formatPhone, phoneHref } from "~/platform/phone";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";
import { type AgendaVisit, hasCalendarFeed, loadAgenda } from "~/visits/agenda.server";
import { loadOnlineBookingGroups } from "~/visits/online-bookings.server";
import { visitDay, windowHours } from "~/visits/visit-labels";

import { agendaAction } from "./agenda-actions.server";
import { OnlineBookingsCard } from "./online-bookings-card";

export const meta: MetaFunction = () => staffMeta("Visits");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const [agenda, feed, onlineBookings] = await Promise.all([
    loadAgenda(),
    hasCalendarFeed(user.id),
    loadOnlineBookingGroups(),
  ]);
  return { ...agenda, feed, onlineBookings };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  return agendaAction(formData, user);
}

/** The day's estimate visits on a phone: where, when, Directions, Call and On my way. */
export default function VisitsAgenda() {
  const { today, tomorrow, thisWeek, nextWeek, feed, onlineBookings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const feedUrl = answer && "feedUrl" in answer ? answer.feedUrl : null;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-stone-900">Visits</h1>
      <OnlineBookingsCard {...onlineBookings} />
      <AgendaDay title="Today" visits={today} onMyWay />
      <AgendaDay title="Tomorrow" visits={tomorrow} />
      {thisWeek ? <AgendaDay title="Later this week" visits={thisWeek} showDay /> : null}
      <AgendaDay title="Next week" visits={nextWeek} showDay />
      <Card
        title="Calendar feed"
        description="Your visits in Google or Apple Calendar: subscribe to your private link."
      >
        {feedUrl ? (
          <p className="text-sm text-stone-800" role="status">
            Your new link (shown once; add it in your calendar app as a subscription):{" "}
            <code className="block break-all rounded bg-stone-100 p-2" data-testid="feed-url">
              {feedUrl}
            </code>
          </p>
        ) : (
          <p className="text-sm text-stone-700">
            {feed ? "Your feed is on. Making a new link stops the old one." : "You have no calendar feed."}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <AuthenticityTokenInput />
            <button type="submit" name="intent" value="feed-renew" className={staffButton("secondary")}>
              {feed ? "Make a new link" : "Make my calendar link"}
            </button>
          </Form>
          {feed ? (
            <Form method="post">
              <AuthenticityTokenInput />
              <button type="submit" name="intent" value="feed-stop" className={staffButton("danger")}>
                Stop the feed
              </button>
            </Form>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

function AgendaDay({
  title,
  visits,
  onMyWay = false,
  showDay = false,
}: {
  title: string;
  visits: AgendaVisit[];
  onMyWay?: boolean;
  showDay?: boolean;
}) {
  return (
    <Card title={`${title} (${visits.length})`}>
      {visits.length === 0 ? (
        <p className="text-stone-700">No visits.</p>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="agenda-visits">
          {visits.map((visit) => (
            <li key={visit.id} className="space-y-2 py-3">
              <p className="font-bold text-stone-900">
                {showDay ? `${visitDay(visit)}, ` : ""}
                {windowHours(visit)}
              </p>
              <p className="text-stone-900">
                <a href={`/admin/leads/${visit.leadId}`} className="font-semibold text-primary-800 underline">
                  {visit.name}
                </a>{" "}
                <span className="text-sm text-stone-700">
                  · {visit.serviceTitle} ·{" "}
                  {visit.staffEmail ?? <strong className="font-semibold text-amber-900">Unassigned</strong>}
                </span>
              </p>
              <p className="text-stone-800">{visit.address ?? "No address given"}</p>
              <div className="flex flex-wrap gap-2">
                {visit.directionsUrl ? (
                  <a href={visit.directionsUrl} className={staffButton("secondary")}>
                    <Icon name="mapPin" className="size-4" /> Directions
                  </a>
                ) : null}
                <a href={phoneHref(visit.phone)} className={staffButton("secondary")}>
                  <Icon name="phone" className="size-4" /> Call {formatPhone(visit.phone)}
                </a>
              </div>
              {onMyWay ? (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="visitId" value={visit.id} />
                  <label className="flex items-center gap-2 text-sm text-stone-800">
                    Arriving in
                    <select name="minutes" defaultValue="30" className={`${staffControl} w-auto`}>
                      {[15, 30, 45, 60, 90].map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {minutes} min
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" name="intent" value="on-my-way" className={staffButton("primary")}>
                    On my way
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
