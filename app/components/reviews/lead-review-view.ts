import type { getLeadReview } from "~/reviews/lead-review.server";

/** The review box's data as the loader sends it (JSON). */
export type LeadReviewView = Awaited<ReturnType<typeof getLeadReview>>;
