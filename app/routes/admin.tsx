import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { ErrorLayout, GeneralErrorBoundary } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { StaffShell } from "~/components/staff/staff-shell";
import { getStaffFrame } from "~/leads/pipeline/staff-frame.server";
import { getStaffUser } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { renewStaffSession } from "~/staff/sessions.server";
import { staffHeaders } from "~/staff/staff-headers";

// The layout of every /admin page: the CSRF token (only staff pages set that
// cookie) and the staff header instead of the public site's. Each page guards
// itself with requireStaff.
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ token, headers }, user] = await Promise.all([getCsrfToken(request), getStaffUser(request)]);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  // Rolling expiry: staff page views restart the session's idle timer.
  const renewed = user ? await renewStaffSession(request) : null;
  if (renewed) headers.append("Set-Cookie", renewed);
  return data({ csrfToken: token, staff: user ? await getStaffFrame(user) : null }, { headers });
}

export const headers: HeadersFunction = () => staffHeaders;

export const handle: PageChromeHandle = { chrome: "staff" };

export default function AdminLayout() {
  const { csrfToken, staff } = useLoaderData<typeof loader>();
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <StaffShell staff={staff}>
        <Outlet />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  return (
    <AuthenticityTokenProvider token={layout?.csrfToken ?? ""}>
      <StaffShell staff={layout?.staff ?? null}>
        <GeneralErrorBoundary
          statusHandlers={{
            403: (error) =>
              error.statusText === "Owners only" ? (
                <ErrorLayout title="Owners only">
                  <p>{String(error.data)}</p>
                </ErrorLayout>
              ) : (
                <ErrorLayout title="This form has expired">
                  <p>For your security the form could not be accepted. Reload the page and try again.</p>
                </ErrorLayout>
              ),
          }}
          unexpectedError={() => (
            <ErrorLayout title="Something went wrong">
              <p role="alert">This staff page ran into a problem. Reload it, or go back to the lead list.</p>
            </ErrorLayout>
          )}
        />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}
