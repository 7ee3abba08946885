import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { ErrorLayout } from "~/components/error-page";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { StaffShell } from "~/components/staff/staff-shell";
import { getStaffUser } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { getSession, sessionStorage } from "~/staff/session.server";
import { staffHeaders } from "~/staff/staff-page";

// The layout of every /admin page: the CSRF token (only staff pages set that
// cookie) and the staff header instead of the public site's. Each page guards
// itself with requireStaff.
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ token, headers }, user] = await Promise.all([getCsrfToken(request), getStaffUser(request)]);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  // Rolling expiry: every staff page view restarts the session's idle timer.
  if (user) headers.append("Set-Cookie", await sessionStorage.commitSession(await getSession(request)));
  return data({ csrfToken: token, staffEmail: user?.email ?? null }, { headers });
}

export const headers: HeadersFunction = () => staffHeaders;

export const handle: PageChromeHandle = { chrome: "staff" };

export default function AdminLayout() {
  const { csrfToken, staffEmail } = useLoaderData<typeof loader>();
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <StaffShell staffEmail={staffEmail}>
        <Outlet />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  return (
    <AuthenticityTokenProvider token={layout?.csrfToken ?? ""}>
      <StaffShell staffEmail={layout?.staffEmail ?? null}>
        <StaffError />
      </StaffShell>
    </AuthenticityTokenProvider>
  );
}

function StaffError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorLayout title="This form has expired">
        <p>For your security the form could not be accepted. Reload the page and try again.</p>
      </ErrorLayout>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Unknown error";
  return (
    <ErrorLayout title="Staff area">
      <p role="alert">Error loading leads: {message}</p>
    </ErrorLayout>
  );
}
