import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";

import { getEnv } from "~/platform/env.server";

const CSRF_COOKIE = "__csrf";

let csrf: CSRF | undefined;

// Created on first use, so importing the app reads no configuration.
function getCsrf() {
  const env = getEnv();
  csrf ??= new CSRF({
    cookie: createCookie(CSRF_COOKIE, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      secrets: [env.SESSION_SECRET],
    }),
    secret: env.SESSION_SECRET,
  });
  return csrf;
}

/** Throws 403 unless the posted form carries the token matching the CSRF cookie. */
export async function requireValidCsrf(formData: FormData, headers: Headers) {
  try {
    await getCsrf().validate(formData, headers);
  } catch (error) {
    if (error instanceof CSRFError) throw new Response("Invalid or missing CSRF token", { status: 403 });
    throw error;
  }
}

/** The request without one of its cookies. */
function withoutCookie(request: Request, name: string) {
  const headers = new Headers(request.headers);
  const others = (request.headers.get("Cookie") ?? "").split(/;\s*/).filter((pair) => !pair.startsWith(`${name}=`));
  headers.set("Cookie", others.join("; "));
  return new Request(request.url, { headers });
}

/** The token for forms on this page, and the Set-Cookie header when the browser has none yet. */
export async function getCsrfToken(request: Request) {
  let [token, cookie] = await getCsrf().commitToken(request);
  // An empty cookie (which a sibling subdomain can set) counts as none: a new token, never an empty one.
  if (!token) [token, cookie] = await getCsrf().commitToken(withoutCookie(request, CSRF_COOKIE));
  return { token, headers: cookie ? new Headers({ "Set-Cookie": cookie }) : new Headers() };
}
