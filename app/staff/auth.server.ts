import { redirect } from "@remix-run/node";

import { readFormData } from "~/platform/forms";

import { requireValidCsrf } from "./csrf.server";
import { getSessionStaffUserId } from "./sessions.server";
import { getStaffUserById } from "./staff-users.server";

/** The signed-in staff member, as getStaffUserById selects it. */
export type StaffUser = NonNullable<Awaited<ReturnType<typeof getStaffUserById>>>;

export async function getStaffUser(request: Request): Promise<StaffUser | undefined> {
  const id = await getSessionStaffUserId(request);
  if (id === undefined) return undefined;
  return getStaffUserById(id);
}

export function loginPath(request: Request) {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  return `/admin/login?${params}`;
}

/**
 * The one guard of every staff surface. Pages get a redirect to sign-in (and
 * come back afterwards); with `api: true` a 401 JSON answer instead.
 */
export async function requireStaff(request: Request, options: { api?: boolean } = {}) {
  const user = await getStaffUser(request);
  if (user) return user;
  if (options.api) {
    throw Response.json({ success: false, message: "Sign in as staff to use this endpoint" }, { status: 401 });
  }
  throw redirect(loginPath(request));
}

export const requireStaffApi = (request: Request) => requireStaff(request, { api: true });

/** A staff form post: signed in and carrying a valid CSRF token. */
export async function requireStaffForm(request: Request) {
  const user = await requireStaff(request);
  const formData = await readFormData(request);
  await requireValidCsrf(formData, request.headers);
  return { user, formData };
}

/**
 * API mutations authenticate with the session cookie, so they must also prove
 * they were not sent by a plain cross-site form: a form cannot send a JSON
 * content type or a custom header without a CORS preflight.
 */
export async function requireStaffApiMutation(request: Request) {
  const user = await requireStaffApi(request);
  const isJson = /^application\/json\b/i.test(request.headers.get("Content-Type") ?? "");
  if (!isJson && !request.headers.get("X-Requested-With")) {
    throw Response.json(
      { success: false, message: "Send JSON (Content-Type: application/json) or the X-Requested-With header" },
      { status: 403 },
    );
  }
  return { user, body: await readBody(request, isJson) };
}

async function readBody(request: Request, isJson: boolean): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  if (isJson) {
    try {
      return JSON.parse(text);
    } catch {
      throw Response.json({ success: false, message: "The request body is not valid JSON" }, { status: 400 });
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
