import { Pagination } from "~/components/staff/pagination";
import type { LeadSubmissionsData } from "~/leads/pipeline/lead-lists.server";

import { CsvExportLink } from "./csv-export-link";
import { LeadFiltersForm } from "./lead-filters-form";
import { LeadTable } from "./lead-table";
import { LeadViews, OlderUncalledFold } from "./lead-views";

const listCaption = {
  all: "Lead submissions, newest first",
  "needs-call": "Leads waiting for a call: emergencies, then the latest overdue, then not yet due",
  "older-uncalled": "Older leads never called, newest first",
};

interface LeadSubmissionsProps {
  data: LeadSubmissionsData;
  /** The page whose URL carries the filters: /admin/leads, or / on the home page. */
  basePath?: string;
  hiddenParams?: Record<string, string>;
}

/**
 * The Lead Submissions screen, shared by /admin/leads and the home page's
 * `?viewleads=true`; its forms need an AuthenticityTokenProvider above it.
 */
export function LeadSubmissions({ data, basePath = "/admin/leads", hiddenParams }: LeadSubmissionsProps) {
  const { filters, services, leads, total, page, pageCount, overdue, olderUncalled, now } = data;
  const needsCall = filters.view === "needs-call";
  return (
    <section
      aria-labelledby="lead-submissions-title"
      className="mx-auto max-w-7xl space-y-2 px-4 py-3 sm:space-y-4 sm:py-6"
    >
      {/* On a phone the title, views and folded filters take under 160 px: the screen is for the leads. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="lead-submissions-title" className="text-xl font-bold text-stone-900 sm:text-2xl">
          Lead Submissions
        </h1>
        <div className="hidden sm:block">
          <CsvExportLink href="/admin/leads.csv" filters={filters} count={total} />
        </div>
      </div>
      <LeadViews basePath={basePath} filters={filters} overdue={overdue} hiddenParams={hiddenParams} />
      <LeadFiltersForm
        filters={filters}
        services={services}
        action={basePath}
        hiddenParams={hiddenParams}
        phoneExtra={<CsvExportLink href="/admin/leads.csv" filters={filters} count={total} />}
      />
      {leads.length ? (
        <LeadTable leads={leads} now={now} caption={listCaption[filters.view]} />
      ) : (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          {services.length === 0
            ? "No leads have been submitted yet."
            : needsCall && !filters.q && !filters.service
              ? "Every lead has been contacted."
              : "No leads found matching your filters"}
        </p>
      )}
      <Pagination
        basePath={basePath}
        filters={filters}
        page={page}
        pageCount={pageCount}
        total={total}
        hiddenParams={hiddenParams}
      />
      {needsCall && olderUncalled > 0 ? (
        <OlderUncalledFold basePath={basePath} filters={filters} count={olderUncalled} hiddenParams={hiddenParams} />
      ) : null}
    </section>
  );
}
