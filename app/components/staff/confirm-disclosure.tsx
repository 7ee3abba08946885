import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A destructive action asked twice: the summary opens the question and the
 * confirm button (the children, a submit button of the surrounding form).
 * A details element, so the confirm step works without JavaScript too.
 */
export function ConfirmDisclosure({
  summary,
  summaryClassName,
  question,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  question: ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <details className="group">
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        {summary}
      </summary>
      <div className="mt-2 flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3">
        <p className="w-full text-sm text-red-900">{question}</p>
        {children}
        {/* A link, so Cancel also works without JavaScript (it reloads the page, closed). */}
        <Link
          to={`${location.pathname}${location.search}`}
          preventScrollReset
          onClick={(event) => {
            const details = event.currentTarget.closest("details");
            if (!details) return;
            event.preventDefault();
            details.open = false;
          }}
          className="flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800"
        >
          Cancel
        </Link>
      </div>
    </details>
  );
}
