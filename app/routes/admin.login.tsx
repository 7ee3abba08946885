import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";

import { Icon, TextField } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { isStorageUnavailable } from "~/platform/db.server";
import { readFormData } from "~/platform/forms";
import { safeRedirect } from "~/platform/safe-redirect";
import { getStaffUser } from "~/staff/auth.server";
import { requireValidCsrf } from "~/staff/csrf.server";
import { recordFailedSignIn, recordSuccessfulSignIn, throttleSignIn } from "~/staff/login-throttle.server";
import { startStaffSession } from "~/staff/sessions.server";
import { staffMeta } from "~/staff/staff-page";
import { verifyStaffLogin } from "~/staff/staff-users.server";

const INVALID_CREDENTIALS = "Invalid email or password";
const STORAGE_UNAVAILABLE =
  "Signing in is not possible right now: the server cannot save data (its disk may be full). Please try again in a few minutes.";

const loginSchema = z.object({
  email: z.string().trim().max(254).catch(""),
  password: z.string().max(1024).catch(""),
  redirectTo: z.string().optional(),
});

export const meta: MetaFunction = () => staffMeta("Staff Sign In");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaffUser(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  await requireValidCsrf(formData, request.headers);
  const { email, password, redirectTo } = loginSchema.parse(Object.fromEntries(formData));

  const clientIp = context.clientIp ?? "unknown";
  const throttle = throttleSignIn(email, clientIp);
  if (!throttle.allowed) {
    const minutes = Math.ceil(throttle.retryAfterSeconds / 60);
    return data(
      { error: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
      { status: 429, headers: { "Retry-After": String(minutes * 60) } },
    );
  }

  try {
    const user = email && password ? await verifyStaffLogin(email, password) : undefined;
    if (!user) {
      await recordFailedSignIn(email, clientIp);
      return data({ error: INVALID_CREDENTIALS }, { status: 400 });
    }
    const sessionCookie = await startStaffSession(user.id);
    recordSuccessfulSignIn(email, clientIp);
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": sessionCookie } });
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    console.error(`Staff sign-in: the database takes no writes (${(error as Error).message})`);
    return data({ error: STORAGE_UNAVAILABLE }, { status: 503, headers: { "Retry-After": "60" } });
  }
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const signingIn = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900">
        <Icon name="lockKeyhole" className="size-6 text-primary-800" /> Staff sign in
      </h1>
      <p className="mt-2 text-sm text-stone-700">For Waco Tree Service staff. Lead details are confidential.</p>
      <Form method="post" className="mt-6 space-y-4" aria-describedby={actionData?.error ? "login-error" : undefined}>
        <AuthenticityTokenInput />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        {actionData?.error ? (
          <p
            id="login-error"
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {actionData.error}
          </p>
        ) : null}
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className={staffButton("primary", "w-full")} disabled={signingIn}>
          {signingIn ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </div>
  );
}
