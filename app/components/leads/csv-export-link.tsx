import { Icon, useShowToast } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { useSeesMoney } from "~/components/staff/use-sees-money";
import { filtersToSearchParams, type LeadFilters } from "~/leads/pipeline/lead-filters";

/** A plain download link (works without JavaScript); with it, a toast confirms the export. */
export function CsvExportLink({ href, filters, count }: { href: string; filters: LeadFilters; count: number }) {
  const showToast = useShowToast();
  // Exports are the owner's unless shared (decision 073).
  if (!useSeesMoney()) return null;
  const query = filtersToSearchParams({ ...filters, page: 1 }).toString();
  return (
    <a
      href={query ? `${href}?${query}` : href}
      download
      className={staffButton("secondary")}
      onClick={() =>
        showToast({ title: "CSV Exported", description: `${count.toLocaleString("en-US")} leads exported to CSV.` })
      }
    >
      <Icon name="download" className="size-4" />
      Export CSV
    </a>
  );
}
