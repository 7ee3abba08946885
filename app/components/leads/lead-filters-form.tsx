import { Form, Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";

import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { serviceTitle } from "~/content/services";
import {
  contactedOptions,
  dateOptions,
  type LeadFilters,
  outcomeOptions,
  sourceOptions,
} from "~/leads/pipeline/lead-filters";

interface LeadFiltersFormProps {
  filters: LeadFilters;
  services: string[];
  /** The page the filters apply to; its URL holds the filter state. */
  action: string;
  showDateFilter?: boolean;
  /** Parameters the page itself needs kept, e.g. viewleads=true on the home page. */
  hiddenParams?: Record<string, string>;
  /** Folded with the filters on a phone (the export link), shown beside the title from 640 px up. */
  phoneExtra?: ReactNode;
}

/**
 * The filters: on a phone folded under a disclosure (it opens without
 * JavaScript), from 640 px up always shown.
 */
export function LeadFiltersForm({ phoneExtra, ...props }: LeadFiltersFormProps) {
  const { filters } = props;
  const active = [
    filters.q,
    filters.service,
    filters.source !== "all",
    filters.contacted !== "all",
    filters.date !== "all",
    filters.outcome !== "all",
  ].filter(Boolean).length;
  return (
    <>
      {/* Open while filters are on, so a phone shows what narrows the list. */}
      <details open={active > 0} className="rounded-lg border border-stone-200 bg-white sm:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-stone-900">
          Search and filters{active ? ` (${active} on)` : ""}
          {phoneExtra ? ", export" : ""}
        </summary>
        <div className="space-y-3 border-t border-stone-200 p-3">
          <FiltersForm {...props} />
          {phoneExtra}
        </div>
      </details>
      <div className="hidden sm:block">
        <FiltersForm {...props} />
      </div>
    </>
  );
}

/** A GET form: the URL is the single source of filter state (shareable, back button works). */
function FiltersForm({ filters, services, action, showDateFilter, hiddenParams = {} }: LeadFiltersFormProps) {
  const id = useId();
  const clearParams = new URLSearchParams(hiddenParams);
  if (filters.view !== "all") clearParams.set("view", filters.view);
  const clearQuery = clearParams.toString();
  const clearHref = clearQuery ? `${action}?${clearQuery}` : action;
  return (
    <Form
      // Remount when the URL changes (Clear, back button) so the fields show the URL's filters.
      key={JSON.stringify(filters)}
      method="get"
      action={action}
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
    >
      {Object.entries(hiddenParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {filters.view !== "all" ? <input type="hidden" name="view" value={filters.view} /> : null}
      {/* A name-only filter from an older link stays applied. */}
      {filters.name ? <input type="hidden" name="name" value={filters.name} /> : null}
      <div className="col-span-2 sm:w-64">
        <label htmlFor={`${id}-q`} className={staffLabel}>
          Search
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder="Name, email or phone"
          aria-describedby={`${id}-q-hint`}
          className={staffControl}
        />
        <p id={`${id}-q-hint`} className="sr-only">
          Phone numbers match however they are written, from the area code on.
        </p>
      </div>
      <div className="sm:w-52">
        <label htmlFor={`${id}-service`} className={staffLabel}>
          Service
        </label>
        <select id={`${id}-service`} name="service" defaultValue={filters.service ?? ""} className={staffControl}>
          <option value="">All services</option>
          {services.map((service) => (
            <option key={service} value={service}>
              {serviceTitle(service)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:w-40">
        <label htmlFor={`${id}-source`} className={staffLabel}>
          Source
        </label>
        <select id={`${id}-source`} name="source" defaultValue={filters.source} className={staffControl}>
          {sourceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {/* "Needs a call" shows only leads not yet contacted. */}
      {filters.view === "all" ? (
        <div className="sm:w-40">
          <label htmlFor={`${id}-contacted`} className={staffLabel}>
            Status
          </label>
          <select id={`${id}-contacted`} name="contacted" defaultValue={filters.contacted} className={staffControl}>
            {contactedOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {showDateFilter ? (
        <div className="sm:w-40">
          <label htmlFor={`${id}-date`} className={staffLabel}>
            Date
          </label>
          <select id={`${id}-date`} name="date" defaultValue={filters.date} className={staffControl}>
            {dateOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="sm:w-40">
        <label htmlFor={`${id}-outcome`} className={staffLabel}>
          Outcome
        </label>
        <select id={`${id}-outcome`} name="outcome" defaultValue={filters.outcome} className={staffControl}>
          {outcomeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2">
        <button type="submit" className={staffButton("primary")}>
          Apply filters
        </button>
        <Link to={clearHref} className={staffButton("secondary")}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
