import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Icon } from "~/components/kit";
import { LeadNotificationsPanel } from "~/components/leads/lead-notifications-panel";
import { JobsReviewsPanel } from "~/components/reviews/jobs-reviews-panel";
import { TextsHealthPanel } from "~/components/settings/texts-health-panel";
import { VisitStatsPanel } from "~/components/visits/visit-stats-panel";
import { business } from "~/content/business";
import { retryLeadNotifications } from "~/leads/messages/notification-status.server";
import { periodOptions } from "~/leads/pipeline/dashboard-period";
import { getBackupPanel } from "~/platform/backups/backup-schedule.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";

import { BackupStatusPanel } from "./backup-status-panel";
import { CallNow } from "./call-now";
import { dashboardFor, loadDashboard } from "./dashboard.server";
import {
  LeadsPerWeekPanel,
  LostReasonsPanel,
  OutcomesPanel,
  PeriodSelector,
  PromisePanel,
  SourcesPanel,
} from "./dashboard-panels";
import { EstimateFunnelPanel } from "./estimate-funnel-panel";
import { getHomePanels } from "./home-panels.server";
import { OnCallCard } from "./on-call-card";

export const meta: MetaFunction = () => staffMeta("Staff home");

/** What needs doing now, first the few leads to call (in the triage order of "Needs a call"), then the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const [dashboard, showMoney] = await Promise.all([loadDashboard(request), seesMoney(user)]);
  return {
    ...(await getHomePanels(dashboard, showMoney)),
    backups: getBackupPanel(),
    dashboard: dashboardFor(dashboard, showMoney),
    isOwner: user.role === "owner",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireStaffForm(request);
  return retryLeadNotifications(request, formData);
}

export default function StaffHome() {
  const {
    overdue,
    olderUncalled,
    stats,
    callNow,
    notifications,
    backups,
    dashboard,
    isOwner,
    visits,
    jobsAndReviews,
    onCall,
    estimates,
    texts,
  } = useLoaderData<typeof loader>();
  const periodLabel = periodOptions.find((option) => option.value === dashboard.period)!.label;
  const cards = [
    {
      label: "Overdue",
      value: overdue,
      text:
        (overdue ? "This week's leads not called back in time." : "Every call-back this week is on time.") +
        (olderUncalled ? ` ${olderUncalled.toLocaleString("en-US")} older leads were never called.` : ""),
      href: "/admin/leads?view=needs-call",
      link: "Needs a call",
      icon: "alarmClock" as const,
      urgent: overdue > 0,
    },
    {
      label: "Not contacted",
      value: stats.new,
      text: "Leads nobody has marked contacted yet.",
      href: "/admin/leads?contacted=new",
      link: "See them",
      icon: "inbox" as const,
      urgent: false,
    },
    {
      label: "This week",
      value: stats.thisWeek,
      text: `Of ${stats.total.toLocaleString("en-US")} leads in all.`,
      href: "/admin/form-fills?date=week",
      link: "Form Fills",
      icon: "listChecks" as const,
      urgent: false,
    },
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-3 sm:py-6">
      <h1 className="sr-only">Staff home</h1>
      <OnCallCard board={onCall} />
      <CallNow callNow={callNow} overdue={overdue} />
      <p className="text-sm text-stone-700">{business.callbackPromise}</p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ label, value, text, href, link, icon, urgent }) => (
          <li
            key={label}
            className={`space-y-2 rounded-lg border bg-white p-4 shadow-sm ${urgent ? "border-red-700" : "border-stone-200"}`}
          >
            <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-stone-700">
              <Icon name={icon} className={`size-4 ${urgent ? "text-red-700" : "text-primary-800"}`} />
              {label}
            </h2>
            <p
              className={`text-3xl font-bold ${urgent ? "text-red-800" : "text-stone-900"}`}
              data-testid={`home-${label.toLowerCase().replace(" ", "-")}`}
            >
              {value.toLocaleString("en-US")}
            </p>
            <p className="text-sm text-stone-700">{text}</p>
            <Link to={href} className="inline-block font-semibold text-primary-800 underline underline-offset-2">
              {link}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <LeadNotificationsPanel panel={notifications} isOwner={isOwner} />
        {texts.configured ? <TextsHealthPanel health={texts} /> : null}
        <BackupStatusPanel panel={backups} />
      </div>
      <section aria-labelledby="dashboard-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="dashboard-heading" className="text-xl font-bold text-stone-900">
            What the site brings in: {periodLabel.toLowerCase()}
          </h2>
          <PeriodSelector period={dashboard.period} />
        </div>
        {/* Columns of minmax(0, 1fr): a panel's open table scrolls in its box, never widening the page. */}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <LeadsPerWeekPanel data={dashboard} periodLabel={periodLabel} />
          <OutcomesPanel data={dashboard} />
          <SourcesPanel data={dashboard} />
          <LostReasonsPanel data={dashboard} />
          <PromisePanel data={dashboard} />
          <VisitStatsPanel stats={visits} />
          <EstimateFunnelPanel funnel={estimates} />
          <JobsReviewsPanel data={jobsAndReviews} />
        </div>
      </section>
    </div>
  );
}
