import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";

import { ErrorLayout } from "~/components/kit";
import { returningCustomer } from "~/customers/customer-record.server";
import { jobToSchedule } from "~/estimates/estimate-job.server";
import { estimatesSeenBy, leadEstimates } from "~/estimates/estimates.server";
import { wacoDate } from "~/leads/follow-up";
import { hasStormAnswers } from "~/leads/photos/insurance-packet.server";
import { handleLeadAction } from "~/leads/pipeline/lead-list-actions.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { getLeadReview } from "~/reviews/lead-review.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { leadsFor, seesMoney, withoutDollars } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";
import { leadStormFacts } from "~/storm/storm-lead.server";
import { loadLeadVisit } from "~/visits/staff-visits.server";

import { addNoteFromForm } from "./add-note.server";
import { changeOutcomeFromForm } from "./change-outcome.server";
import { changeStormTierFromForm } from "./change-storm-tier.server";
import { changeVisitFromForm } from "./change-visit.server";
import { deleteFromForm } from "./delete-lead.server";
import { dontSendFromForm } from "./dont-send.server";
import { EstimatesCard } from "./estimates-card";
import { FollowUpCard } from "./follow-up-card";
import { InsurancePacketCard } from "./insurance-packet-card";
import { JobReviewCard } from "./job-review-card";
import { JobTask } from "./job-task";
import { LeadDeletion } from "./lead-deletion";
import { LeadDetailPage } from "./lead-detail";
import { getLeadDetail } from "./lead-detail.server";
import { markJobDoneFromForm } from "./mark-job-done.server";
import { PendingMessagesCard } from "./pending-messages-card";
import { recordPhoneAcceptanceFromForm } from "./record-phone-acceptance.server";
import { ReturningCustomer } from "./returning-customer";
import { sendPacketFromForm } from "./send-packet.server";
import { endFollowUpFromForm, setFollowUpFromForm } from "./set-follow-up.server";
import { StormCard } from "./storm-card";
import { textReplyFromForm } from "./text-reply.server";
import { TextReplyCard } from "./text-reply-card";
import { VisitCard } from "./visit-card";

/** The lead page's forms by their intent; the rest are the lead lists' (Mark contacted, Retry, Undo). */
const forms = {
  "add-note": addNoteFromForm,
  "mark-won": changeOutcomeFromForm,
  "mark-lost": changeOutcomeFromForm,
  reopen: changeOutcomeFromForm,
  "follow-up": setFollowUpFromForm,
  "follow-up-done": endFollowUpFromForm,
  "follow-up-clear": endFollowUpFromForm,
  "job-done": markJobDoneFromForm,
  "job-not-done": markJobDoneFromForm,
  "delete-photos": deleteFromForm,
  "delete-lead": deleteFromForm,
  "visit-book": changeVisitFromForm,
  "visit-move": changeVisitFromForm,
  "visit-cancel": changeVisitFromForm,
  "dont-send": dontSendFromForm,
  "text-reply": textReplyFromForm,
  "estimate-phone-accept": recordPhoneAcceptanceFromForm,
  "storm-tier": changeStormTierFromForm,
  "packet-send": sendPacketFromForm,
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `Lead: ${data.lead.name}` : "Lead not found");

/** The lead's own page; 404 for an id that is not a lead. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = Number(params.id);
  const detail = Number.isSafeInteger(id) && id > 0 ? await getLeadDetail(id) : undefined;
  if (!detail) throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  const [review, visit, customer, estimates, job, storm] = await Promise.all([
    getLeadReview(detail.lead),
    loadLeadVisit(id),
    returningCustomer(detail.lead),
    leadEstimates(id),
    jobToSchedule(id),
    leadStormFacts(id),
  ]);
  const showMoney = await seesMoney(user);
  // After a yes, the task to book the job's visit, in the same windows as estimate visits.
  const jobVisit = job ? await loadLeadVisit(id, "job") : null;
  const [lead] = leadsFor([detail.lead], showMoney);
  const textsOn = Boolean(getTextProvider());
  return {
    ...detail,
    lead: lead!,
    canDelete: user.role === "owner",
    // A storm lead's insurance packet carries the estimate's prices (decision 073).
    packet: showMoney && (await hasStormAnswers(id)),
    review,
    visit,
    job: job && { ...job, totalCents: showMoney ? job.totalCents : null },
    jobVisit,
    customer,
    textsOn,
    storm,
    estimates: estimatesSeenBy(estimates, showMoney),
    // An estimate's events say its price (decision 073).
    timeline: showMoney
      ? detail.timeline
      : detail.timeline.map((entry) => ({ ...entry, detail: entry.detail && withoutDollars(entry.detail) })),
  };
}

/** The lead page's forms post here: a note, its state and outcome, follow-up, job, emails, deletion. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  const intent = String(formData.get("intent"));
  if (!Object.hasOwn(forms, intent)) return handleLeadAction(request, formData, user);
  return forms[intent as keyof typeof forms](request, Number(params.id), formData, user);
}

export default function LeadRoute() {
  const detail = useLoaderData<typeof loader>();
  const today = wacoDate(new Date(detail.now));
  const jobCard =
    detail.job && detail.jobVisit ? (
      <VisitCard
        data={detail.jobVisit}
        title={detail.job.booked ? "Job visit" : "Schedule the job"}
        task={<JobTask job={detail.job} />}
        firstDay={detail.job.jobWishOn}
      />
    ) : null;
  // After a yes, booking the job is the office's next task: at the top until it is booked.
  const jobFirst = detail.job ? !detail.job.booked : false;
  // Won, or its estimate accepted: the estimate visit is history, kept on record with nothing to book.
  const estimateBehind = detail.lead.outcome === "won" || detail.job !== null;
  return (
    <LeadDetailPage
      detail={detail}
      followUp={
        <>
          <StormCard storm={detail.storm} />
          {jobFirst ? jobCard : null}
          <ReturningCustomer customer={detail.customer} />
          <FollowUpCard lead={detail.lead} today={today} />
          <JobReviewCard lead={detail.lead} review={detail.review} today={today} />
        </>
      }
    >
      {jobFirst ? null : jobCard}
      <VisitCard data={detail.visit} onRecordFrom={estimateBehind ? today : undefined} />
      <TextReplyCard textsOn={detail.textsOn} />
      <EstimatesCard leadId={detail.lead.id} estimates={detail.estimates} />
      {detail.packet ? <InsurancePacketCard leadId={detail.lead.id} /> : null}
      <PendingMessagesCard pending={detail.pending} />
      {detail.canDelete ? <LeadDeletion photoCount={detail.photos.length} name={detail.lead.name} /> : null}
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
