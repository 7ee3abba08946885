import { createContext, type ReactNode, useContext } from "react";

const VisitLabels = createContext<Record<number, string>>({});

/** The lead lists' visit labels ("Visit Tue 10-12") by lead id, given once by the screen that lists them. */
export function VisitLabelsProvider({ labels, children }: { labels: Record<number, string>; children: ReactNode }) {
  return <VisitLabels.Provider value={labels}>{children}</VisitLabels.Provider>;
}

/** A lead's booked estimate visit as a badge, where a list shows the lead. */
export function VisitBadge({ leadId }: { leadId: number }) {
  const label = useContext(VisitLabels)[leadId];
  if (!label) return null;
  return (
    <span className="inline-flex items-center rounded-full border border-primary-300 bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-900">
      {`Visit ${label}`}
    </span>
  );
}
