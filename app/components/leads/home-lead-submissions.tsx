import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { type StaffFrame, StaffShell } from "~/components/staff/staff-shell";
import type { LeadSubmissionsData } from "~/leads/pipeline/lead-lists.server";

import { LeadSubmissions } from "./lead-submissions";

/**
 * The Lead Submissions screen as the home page shows it to staff
 * (`/?viewleads=true`): one module, so the home route loads it lazily and
 * visitors never download staff code.
 */
export function HomeLeadSubmissions({
  leads,
  csrfToken,
  staff,
}: {
  leads: LeadSubmissionsData;
  csrfToken: string;
  staff: StaffFrame;
}) {
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <StaffShell staff={staff}>
        <LeadSubmissions data={leads} basePath="/" hiddenParams={{ viewleads: "true" }} />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}
