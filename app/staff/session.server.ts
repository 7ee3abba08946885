import { createCookieSessionStorage } from "@remix-run/node";

import { getEnv } from "~/platform/env.server";

export const SESSION_MAX_AGE_SECONDS = 10 * 60 * 60;

const env = getEnv();

export const sessionStorage = createCookieSessionStorage<{ staffUserId: number }>({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
