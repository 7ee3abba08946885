import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LeadSubmissions } from "~/components/leads/lead-submissions";
import { VisitLabelsProvider } from "~/components/visits/visit-labels-context";
import { handleLeadAction } from "~/leads/pipeline/lead-list-actions.server";
import { lastPageUrl, listLeadSubmissions } from "~/leads/pipeline/lead-lists.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { leadsFor, seesMoney } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";
import { visitLabelsOf } from "~/visits/visit-lists.server";

export const meta: MetaFunction = () => staffMeta("Lead Submissions");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const submissions = await listLeadSubmissions(new URL(request.url).searchParams);
  submissions.leads = leadsFor(submissions.leads, await seesMoney(user));
  const lastPage = lastPageUrl(request.url, submissions);
  if (lastPage) throw redirect(lastPage);
  return { ...submissions, visitLabels: await visitLabelsOf(submissions.leads.map((lead) => lead.id)) };
}

/** Lead status and notification retries, posted from every screen that lists leads. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  return handleLeadAction(request, formData, user);
}

export default function LeadSubmissionsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <VisitLabelsProvider labels={data.visitLabels}>
      <LeadSubmissions data={data} />
    </VisitLabelsProvider>
  );
}
