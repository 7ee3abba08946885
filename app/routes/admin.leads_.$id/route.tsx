import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";

import { FollowUpCard } from "~/components/follow-ups/follow-up-card";
import { ErrorLayout } from "~/components/kit";
import { JobReviewCard } from "~/components/reviews/job-review-card";
import { LeadVisitPanel } from "~/components/visits/lead-visit-panel";
import { wacoDate } from "~/leads/follow-up";
import { followUpFromForm, isFollowUpIntent } from "~/leads/follow-up.server";
import { handleLeadDeletion, isLeadDeletionIntent } from "~/leads/lead-deletion.server";
import { getLeadDetail } from "~/leads/lead-detail.server";
import { handleLeadAction } from "~/leads/lead-list-actions.server";
import { changeLeadOutcome, isOutcomeIntent } from "~/leads/lead-outcome-action.server";
import { getLeadReview, isJobDoneIntent, jobDoneAndReview } from "~/reviews/lead-review.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";
import { loadLeadVisit } from "~/visits/staff-visits.server";

import { addNoteFromForm } from "./add-note.server";
import { LeadDeletion } from "./lead-deletion";
import { LeadDetailPage } from "./lead-detail";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `Lead: ${data.lead.name}` : "Lead not found");

/** The lead's own page; 404 for an id that is not a lead. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = Number(params.id);
  const detail = Number.isSafeInteger(id) && id > 0 ? await getLeadDetail(id) : undefined;
  if (!detail) throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  const [review, visit] = await Promise.all([getLeadReview(detail.lead), loadLeadVisit(id)]);
  return { ...detail, canDelete: user.role === "owner", review, visit };
}

/** The lead page's forms post here: add a note, mark contacted, won or lost, retry its emails. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  if (isOutcomeIntent(formData.get("intent"))) return changeLeadOutcome(params.id, formData, user);
  if (formData.get("intent") === "add-note") return addNoteFromForm(request, params.id, formData, user);
  const intent = formData.get("intent");
  if (isFollowUpIntent(intent)) return followUpFromForm(params.id, formData, user);
  if (isJobDoneIntent(intent)) return jobDoneAndReview(params.id, formData, user);
  if (isLeadDeletionIntent(intent)) return handleLeadDeletion(intent, params.id, user);
  return handleLeadAction(request, formData, user);
}

export default function LeadRoute() {
  const detail = useLoaderData<typeof loader>();
  const action = `/admin/leads/${detail.lead.id}`;
  const today = wacoDate(new Date(detail.now));
  return (
    <LeadDetailPage
      detail={detail}
      followUp={
        <>
          <FollowUpCard lead={detail.lead} today={today} />
          <JobReviewCard lead={detail.lead} review={detail.review} today={today} />
        </>
      }
    >
      <LeadVisitPanel leadId={detail.lead.id} data={detail.visit} />
      {detail.canDelete ? (
        <LeadDeletion action={action} photoCount={detail.photos.length} name={detail.lead.name} />
      ) : null}
    </LeadDetailPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorLayout title="Lead not found">
        <p>
          This lead does not exist, or it was deleted.{" "}
          <Link to="/admin/leads" className="font-semibold text-primary-800 underline">
            Back to Lead Submissions
          </Link>
        </p>
      </ErrorLayout>
    );
  }
  throw error;
}
