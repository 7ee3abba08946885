import { Link } from "@remix-run/react";

import type { getJobsAndReviews } from "~/reviews/review-dashboard.server";

type JobsAndReviews = Awaited<ReturnType<typeof getJobsAndReviews>>;

/** The staff home's jobs and reviews: what got done this month and how many customers were asked. */
export function JobsReviewsPanel({ data }: { data: JobsAndReviews }) {
  const rows = [
    { label: `Jobs done in ${data.month}`, value: data.jobsDone },
    { label: "Won, not done yet", value: data.wonNotDone },
    { label: `Review requests sent in ${data.month}`, value: data.sent },
    { label: "Of them clicked", value: data.clicked },
  ];
  const progress = data.goal > 0 ? Math.min(100, Math.round((data.sent / data.goal) * 100)) : null;
  return (
    <section
      aria-labelledby="jobs-reviews-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id="jobs-reviews-heading" className="text-lg font-semibold text-stone-900">
        Jobs and reviews
      </h3>
      <dl className="grid grid-cols-2 gap-3" data-testid="jobs-reviews">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm text-stone-700">{row.label}</dt>
            <dd className="text-2xl font-bold text-stone-900">{row.value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {progress !== null ? (
        <div className="space-y-1">
          <p className="text-sm text-stone-800">
            {data.sent} of {data.goal} review requests this month (goal)
          </p>
          <div className="h-2 rounded-full bg-stone-200" aria-hidden>
            <div className="h-2 rounded-full bg-primary-700" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {!data.requestsOn ? (
        <p className="text-sm text-stone-700">
          Review requests are off.{" "}
          <Link to="/admin/settings#reviews" className="font-semibold text-primary-800 underline">
            Settings
          </Link>
        </p>
      ) : null}
    </section>
  );
}
