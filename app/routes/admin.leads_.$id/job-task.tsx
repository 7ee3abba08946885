import { formatWacoTime } from "~/clock/waco-time";
import type { JobToSchedule } from "~/estimates/estimate-job.server";
import { formatDollars } from "~/leads/pipeline/lead-outcome";
import { visitDay } from "~/visits/visit-labels";

/**
 * The "Schedule the job" task above the job's visit card: when the customer said yes (and for
 * how much, to a reader who sees money), and the day and note they asked for, if any.
 */
export function JobTask({ job }: { job: Omit<JobToSchedule, "totalCents"> & { totalCents: number | null } }) {
  const worth = job.totalCents === null ? "" : ` for ${formatDollars(job.totalCents)}`;
  const asked = !job.jobWishAt
    ? "The customer has not asked for a day yet: call to agree one."
    : `The customer asked for ${job.jobWishOn ? visitDay({ date: job.jobWishOn }) : "any day"}${job.jobWishNote ? `: “${job.jobWishNote}”` : "."}`;
  return (
    <div className="space-y-1 text-sm text-stone-800" data-testid="job-task">
      <p>{`Estimate ${job.id} accepted ${formatWacoTime(job.acceptedAt)}${worth}.`}</p>
      <p className={job.booked ? "" : "font-semibold text-stone-900"}>{asked}</p>
    </div>
  );
}
