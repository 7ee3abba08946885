import { Link } from "@remix-run/react";

import { filtersToSearchParams, type LeadFilters } from "~/leads/pipeline/lead-filters";

import { staffButton } from "./ui";

interface PaginationProps {
  basePath: string;
  filters: LeadFilters;
  page: number;
  pageCount: number;
  total: number;
  hiddenParams?: Record<string, string>;
}

export function Pagination({ basePath, filters, page, pageCount, total, hiddenParams = {} }: PaginationProps) {
  const href = (target: number) => {
    const params = new URLSearchParams(hiddenParams);
    for (const [name, value] of filtersToSearchParams({ ...filters, page: target })) params.set(name, value);
    const query = params.toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
      <p>{`${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"} · page ${page} of ${pageCount}`}</p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={href(page - 1)} className={staffButton("secondary")} rel="prev">
              Previous
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link to={href(page + 1)} className={staffButton("secondary")} rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
