import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Icon } from "~/components/kit";
import { CsvExportLink } from "~/components/leads/csv-export-link";
import { LeadFiltersForm } from "~/components/leads/lead-filters-form";
import { LeadTable } from "~/components/leads/lead-table";
import { SettingsEditors } from "~/components/settings/settings-section";
import { Pagination } from "~/components/staff/pagination";
import { getNotificationPanel, retryLeadNotifications } from "~/leads/messages/notification-status.server";
import { parseLeadFilters } from "~/leads/pipeline/lead-filters.server";
import { handleLeadAction } from "~/leads/pipeline/lead-list-actions.server";
import { lastPageUrl, leadOverview } from "~/leads/pipeline/lead-lists.server";
import { listLeads } from "~/leads/pipeline/lead-queries.server";
import { assertOwner, requireStaff, requireStaffForm } from "~/staff/auth.server";
import { leadsFor, seesMoney } from "~/staff/money-access.server";
import { getSettings, isSettingsIntent, updateSettings } from "~/staff/settings.server";
import { staffMeta } from "~/staff/staff-meta";

export const meta: MetaFunction = () => staffMeta("Form Fills Management");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  // The record of every submission (decision 082): the call queue ("Needs a call") is the Leads page's.
  const filters = { ...parseLeadFilters(new URL(request.url).searchParams), view: "all" as const };
  const [list, { services, stats, overdue }, settings, notifications] = await Promise.all([
    listLeads(filters),
    leadOverview(),
    user.role === "owner" ? getSettings() : null,
    user.role === "owner" ? getNotificationPanel() : null,
  ]);
  const lastPage = lastPageUrl(request.url, list);
  if (lastPage) throw redirect(lastPage);
  const leads = leadsFor(list.leads, await seesMoney(user));
  return { filters, services, ...list, leads, stats, overdue, settings, notifications };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  const intent = formData.get("intent");
  if (intent === "retry-all-notifications") return retryLeadNotifications(request, formData);
  if (isSettingsIntent(intent)) {
    assertOwner(user);
    return updateSettings(request, formData);
  }
  return handleLeadAction(request, formData, user);
}

export default function FormFillsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, leads, total } = data;
  const statCards = [
    { label: "Total", value: stats.total },
    { label: "New", value: stats.new },
    { label: "Contacted", value: stats.contacted },
    { label: "This week", value: stats.thisWeek },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Form Fills Management</h1>
          <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            <Icon name="shieldCheck" className="size-4" />
            Confidential: secure staff page. Customer details are personal data.
          </p>
        </div>
        <CsvExportLink href="/admin/form-fills.csv" filters={filters} count={total} />
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {statCards.map((card) => (
          <div key={card.label} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">{card.label}</dt>
            <dd
              className="text-2xl font-bold text-stone-900"
              data-testid={`stat-${card.label.toLowerCase().replace(" ", "-")}`}
            >
              {card.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="form-fills-leads" className="space-y-3">
        <h2 id="form-fills-leads" className="sr-only">
          Form submissions
        </h2>
        <p className="text-sm text-stone-700">
          Every submission with its details, for records and export. To call leads back, open{" "}
          <Link to="/admin/leads?view=needs-call" className="font-semibold text-primary-800 underline">
            Leads → Needs a call
          </Link>
          {data.overdue > 0 ? ` (${data.overdue.toLocaleString("en-US")} overdue)` : ""}.
        </p>
        <LeadFiltersForm filters={filters} services={data.services} action="/admin/form-fills" showDateFilter />
        {leads.length ? (
          <LeadTable leads={leads} now={data.now} caption="Form submissions, newest first" />
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
            {stats.total === 0 ? "No form submissions yet." : "No leads match your current filters."}
          </p>
        )}
        <Pagination
          basePath="/admin/form-fills"
          filters={filters}
          page={data.page}
          pageCount={data.pageCount}
          total={total}
        />
      </section>

      {data.settings && data.notifications ? (
        <section id="settings" aria-labelledby="settings-title" className="scroll-mt-4 space-y-3">
          <h2 id="settings-title" className="text-xl font-bold text-stone-900">
            Settings
          </h2>
          <SettingsEditors settings={data.settings} notifications={data.notifications} heading="h3" />
        </section>
      ) : null}
    </div>
  );
}
