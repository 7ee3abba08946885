import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";

import { isStorageUnavailable } from "~/platform/db.server";
import { readFormData } from "~/platform/remix/forms";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import { requireValidCsrf } from "~/staff/csrf.server";
import { recordFailedSignIn, recordSuccessfulSignIn, throttleSignIn } from "~/staff/login-throttle.server";
import { startStaffSession } from "~/staff/sessions.server";
import { verifyStaffLogin } from "~/staff/staff-users.server";

import { signInSchema } from "./sign-in-form";

const INVALID_CREDENTIALS = "Invalid email or password";
const STORAGE_UNAVAILABLE =
  "Signing in is not possible right now: the server cannot save data (its disk may be full). Please try again in a few minutes.";

/**
 * The sign-in form's post: a session and back to where staff were going, or
 * Conform's answer with the reason above the form (the password is never
 * sent back).
 */
/** The client as the throttles count it (`key`) and as the owner's alert names it (`address`). */
export interface SignInClient {
  address: string;
  key: string;
}

export async function signIn(request: Request, client: SignInClient) {
  const formData = await readFormData(request);
  await requireValidCsrf(formData, request.headers);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { email, password, redirectTo } = submission.value;
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status, headers });

  const throttle = throttleSignIn(email, client.key);
  if (!throttle.allowed) {
    const minutes = Math.ceil(throttle.retryAfterSeconds / 60);
    return refuse(`Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, 429, {
      "Retry-After": String(minutes * 60),
    });
  }
  try {
    const user = email && password ? await verifyStaffLogin(email, password) : undefined;
    if (!user) {
      await recordFailedSignIn(email, client);
      return refuse(INVALID_CREDENTIALS, 400);
    }
    const sessionCookie = await startStaffSession(user.id);
    recordSuccessfulSignIn(email, client.key);
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": sessionCookie } });
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    console.error(`Staff sign-in: the database takes no writes (${(error as Error).message})`);
    return refuse(STORAGE_UNAVAILABLE, 503, { "Retry-After": "60" });
  }
}
