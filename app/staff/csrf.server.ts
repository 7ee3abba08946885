import { type Cookie, createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";

import { getEnv } from "~/platform/env.server";

let csrf: { protection: CSRF; cookie: Cookie } | undefined;

// Created on first use, so importing the app reads no configuration.
function getCsrf() {
  const env = getEnv();
  if (csrf) return csrf;
  const cookie = createCookie("__csrf", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    secrets: [env.SESSION_SECRET],
  });
  csrf = { protection: new CSRF({ cookie, secret: env.SESSION_SECRET }), cookie };
  return csrf;
}

/** Throws 403 unless the posted form carries the token matching the CSRF cookie. */
export async function requireValidCsrf(formData: FormData, headers: Headers) {
  try {
    await getCsrf().protection.validate(formData, headers);
  } catch (error) {
    if (error instanceof CSRFError) throw new Response("Invalid or missing CSRF token", { status: 403 });
    throw error;
  }
}

/** The token for forms on this page, and the Set-Cookie header when the browser has none yet. */
export async function getCsrfToken(request: Request) {
  const { protection, cookie } = getCsrf();
  let [token, setCookie] = await protection.commitToken(request);
  // An empty cookie (which a sibling subdomain can set) counts as none: a new token, never an empty one.
  if (!token) {
    token = protection.generate();
    setCookie = await cookie.serialize(token);
  }
  return { token, headers: setCookie ? new Headers({ "Set-Cookie": setCookie }) : new Headers() };
}
