import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { StaffShell } from "~/components/staff/staff-shell";
import type { LeadSubmissionsData } from "~/leads/lead-screens.server";

import { LeadSubmissions } from "./lead-submissions";

/**
 * The Lead Submissions screen as the home page shows it to staff
 * (`/?viewleads=true`): one module, so the home route loads it lazily and
 * visitors never download staff code.
 */
export function HomeLeadSubmissions({
  leads,
  csrfToken,
  staffEmail,
}: {
  leads: LeadSubmissionsData;
  csrfToken: string;
  staffEmail: string;
}) {
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <StaffShell staffEmail={staffEmail}>
        <LeadSubmissions data={leads} basePath="/" hiddenParams={{ viewleads: "true" }} />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}
