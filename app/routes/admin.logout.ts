import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { redirectWithToast } from "~/platform/remix/toast.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { endStaffSession } from "~/staff/sessions.server";

// Signing out is a POST with a CSRF token, so a link on another site cannot sign staff out.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect("/admin/leads");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffForm(request);
  return redirectWithToast(
    "/admin/login",
    { title: "Signed Out", description: "You have been signed out." },
    { headers: { "Set-Cookie": await endStaffSession(request) } },
  );
}
