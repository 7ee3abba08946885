import { createCookieSessionStorage } from "@remix-run/node";

import { getEnv } from "~/platform/env.server";

export const SESSION_MAX_AGE_SECONDS = 10 * 60 * 60;

function createSessionStorage() {
  const env = getEnv();
  return createCookieSessionStorage<{ staffUserId: number }>({
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
}

let sessionStorage: ReturnType<typeof createSessionStorage> | undefined;

// Created on first use, so importing the app reads no configuration.
export function getSessionStorage() {
  sessionStorage ??= createSessionStorage();
  return sessionStorage;
}

export function getSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get("Cookie"));
}
