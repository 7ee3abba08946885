import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Icon, TextField } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import { getStaffUser } from "~/staff/auth.server";
import { signIn } from "~/staff/sign-in.server";
import { type SignInFields, signInSchema } from "~/staff/sign-in-form";
import { staffMeta } from "~/staff/staff-meta";

export const meta: MetaFunction = () => staffMeta("Staff Sign In");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaffUser(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signIn(request, context.clientIp ?? "unknown");
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const signingIn = navigation.state === "submitting";
  const [form, fields] = useForm<SignInFields>({
    lastResult: useActionData<typeof action>(),
    constraint: getZodConstraint(signInSchema),
    defaultValue: { redirectTo: searchParams.get("redirectTo") ?? "" },
  });
  const error = form.errors?.[0];
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900">
        <Icon name="lockKeyhole" className="size-6 text-primary-800" /> Staff sign in
      </h1>
      <p className="mt-2 text-sm text-stone-700">For Waco Tree Service staff. Lead details are confidential.</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 space-y-4"
        aria-describedby={error ? form.errorId : undefined}
      >
        <AuthenticityTokenInput />
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} />
        {error ? (
          <p
            id={form.errorId}
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        ) : null}
        <TextField
          label="Email"
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="username"
          required
        />
        <TextField
          label="Password"
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          autoComplete="current-password"
          required
        />
        <button type="submit" className={staffButton("primary", "w-full")} disabled={signingIn}>
          {signingIn ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </div>
  );
}
