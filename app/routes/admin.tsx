import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { LockKeyhole } from "lucide-react";
import { AuthenticityTokenInput, AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorLayout } from "~/components/error-page";
import { renewStaffSession } from "~/staff/sessions.server";
import { getStaffUser } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { staffHeaders } from "~/staff/staff-page";

// The layout of every /admin page: the CSRF token (only staff pages set that
// cookie) and the staff bar. Each page guards itself with requireStaff.
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ token, headers }, user] = await Promise.all([getCsrfToken(request), getStaffUser(request)]);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  // Rolling expiry: every staff page view restarts the session's idle timer.
  if (user) headers.append("Set-Cookie", await renewStaffSession(request));
  return data({ csrfToken: token, staffEmail: user?.email ?? null }, { headers });
}

export const headers: HeadersFunction = () => staffHeaders;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 ${isActive ? "bg-white/15 font-semibold text-white" : "text-primary-100 hover:text-white"}`;

export default function AdminLayout() {
  const { csrfToken, staffEmail } = useLoaderData<typeof loader>();
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      {staffEmail ? (
        <div className="bg-primary-950 text-sm text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
            <span className="inline-flex items-center gap-1.5 font-semibold">
              <LockKeyhole aria-hidden className="size-4" /> Staff area
            </span>
            <nav aria-label="Staff" className="flex gap-1">
              <NavLink to="/admin/leads" className={navLinkClass}>
                Lead Submissions
              </NavLink>
              <NavLink to="/admin/form-fills" className={navLinkClass}>
                Form Fills
              </NavLink>
            </nav>
            <span className="ml-auto text-primary-100">{staffEmail}</span>
            <Form method="post" action="/admin/logout">
              <AuthenticityTokenInput />
              <button
                type="submit"
                className="rounded border border-white/60 px-3 py-1 font-semibold hover:bg-white/10"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      ) : null}
      <Outlet />
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
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
  );
}
