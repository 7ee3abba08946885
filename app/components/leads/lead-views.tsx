import { Link } from "@remix-run/react";

import {
  filtersToSearchParams,
  type LeadFilters,
  olderUncalledLabel,
  viewOptions,
} from "~/leads/pipeline/lead-filters";

interface LeadViewsProps {
  basePath: string;
  filters: LeadFilters;
  /** Leads past their call-back time, shown beside "Needs a call". */
  overdue: number;
  hiddenParams?: Record<string, string>;
}

/** All leads, or the ones still waiting for a call (overdue first); the search and service filter carry over. */
function viewHref(
  { basePath, filters, hiddenParams = {} }: Omit<LeadViewsProps, "overdue">,
  view: LeadFilters["view"],
) {
  const params = new URLSearchParams(hiddenParams);
  const kept = { ...filters, view, page: 1, contacted: "all" as const };
  for (const [name, value] of filtersToSearchParams(kept)) params.set(name, value);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Below "Needs a call": the week-old leads nobody called, counted and one tap away. */
export function OlderUncalledFold(props: Omit<LeadViewsProps, "overdue"> & { count: number }) {
  return (
    <Link
      to={viewHref(props, "older-uncalled")}
      className="flex min-h-11 items-center justify-between rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100"
    >
      {olderUncalledLabel} ({props.count.toLocaleString("en-US")})<span aria-hidden="true">›</span>
    </Link>
  );
}

export function LeadViews({ basePath, filters, overdue, hiddenParams = {} }: LeadViewsProps) {
  const href = (view: LeadFilters["view"]) => viewHref({ basePath, filters, hiddenParams }, view);
  return (
    <nav aria-label="Lead views" className="flex flex-wrap gap-2">
      {viewOptions.map((option) => {
        const current =
          filters.view === option.value || (filters.view === "older-uncalled" && option.value === "needs-call");
        return (
          <Link
            key={option.value}
            to={href(option.value)}
            aria-current={current ? "page" : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold sm:px-4 ${
              current
                ? "border-primary-800 bg-primary-800 text-white"
                : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
            }`}
          >
            {option.label}
            {option.value === "needs-call" && overdue > 0 ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${current ? "bg-white text-red-800" : "bg-red-700 text-white"}`}
              >
                {overdue.toLocaleString("en-US")} overdue
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
