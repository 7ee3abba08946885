import { getInputProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";

import { Icon, TextField } from "~/components/kit";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import { getStaffUser } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";

import { signIn } from "./sign-in.server";
import { signInSchema } from "./sign-in-form";

export const meta: MetaFunction = () => staffMeta("Staff Sign In");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaffUser(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signIn(request, { address: context.clientIp ?? "unknown", key: context.clientKey ?? "unknown" });
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const signInForm = useStaffForm({
    schema: signInSchema,
    intent: "sign-in",
    // The refusal reads alone, as "Invalid email or password".
    titles: {},
    defaultValue: { redirectTo: searchParams.get("redirectTo") ?? "" },
  });
  const { email, password, redirectTo } = signInForm.fields;
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900">
        <Icon name="lockKeyhole" className="size-6 text-primary-800" /> Staff sign in
      </h1>
      <p className="mt-2 text-sm text-stone-700">For Waco Tree Service staff. Lead details are confidential.</p>
      <StaffForm state={signInForm} className="mt-6 space-y-4">
        <input {...getInputProps(redirectTo, { type: "hidden" })} />
        <FormErrors className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800" />
        {/* The site's own boxes, not the staff screens' small ones: this page is the door, outside the staff frame. */}
        <TextField
          label="Email"
          {...getInputProps(email, { type: "email" })}
          key={email.key}
          autoComplete="username"
          required
        />
        <TextField
          label="Password"
          {...getInputProps(password, { type: "password" })}
          key={password.key}
          autoComplete="current-password"
          required
        />
        <SubmitButton busyLabel="Signing in..." className="w-full">
          Sign in
        </SubmitButton>
      </StaffForm>
    </div>
  );
}
