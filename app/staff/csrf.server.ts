import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";

import { getEnv } from "~/platform/env.server";

let csrf: CSRF | undefined;

// Created on first use, so importing the app reads no configuration.
function getCsrf() {
  const env = getEnv();
  csrf ??= new CSRF({
    cookie: createCookie("__csrf", {
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

/** The token for forms on this page, and the Set-Cookie header when the browser has none yet. */
export async function getCsrfToken(request: Request) {
  const [token, cookie] = await getCsrf().commitToken(request);
  return { token, headers: cookie ? new Headers({ "Set-Cookie": cookie }) : new Headers() };
}
