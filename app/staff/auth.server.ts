import { redirect } from "@remix-run/node";

import { readFormData } from "~/platform/remix/forms";

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

/** What a staff account hears when it tries what only an owner may do (403). */
export const OWNERS_ONLY =
  "Only an owner can do this: staff accounts work the leads, owners manage accounts, settings and SEO. Ask the owner if it needs changing.";

/** Owners manage accounts, settings, webhooks and SEO: anyone else gets a 403 that says so (JSON with `api: true`). */
export async function requireOwner(request: Request, options: { api?: boolean } = {}) {
  return assertOwner(await requireStaff(request, options), options);
}

/** For a screen whose forms are partly owners' only: the signed-in user, refused unless an owner. */
export function assertOwner(user: StaffUser, options: { api?: boolean } = {}) {
  if (user.role === "owner") return user;
  if (options.api) throw Response.json({ success: false, message: OWNERS_ONLY }, { status: 403 });
  throw new Response(OWNERS_ONLY, { status: 403, statusText: "Owners only" });
}

/** An owner's form post: signed in as an owner and carrying a valid CSRF token. */
export async function requireOwnerForm(request: Request) {
  const { user, formData } = await requireStaffForm(request);
  return { user: assertOwner(user), formData };
}

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

/** An owner's API mutation (settings, notification addresses, SEO): 403 JSON for a staff account. */
export async function requireOwnerApiMutation(request: Request) {
  const mutation = await requireStaffApiMutation(request);
  return { ...mutation, user: assertOwner(mutation.user, { api: true }) };
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
