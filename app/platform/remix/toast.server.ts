import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";

import { getEnv } from "../env.server";
import { createToast, type ToastInput } from "./toast";

const TOAST_KEY = "toast";

// The cookie is signed, but its content is still checked before it is rendered.
const storedToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]),
  undo: z.object({ action: z.string().startsWith("/"), fields: z.record(z.string()) }).optional(),
});

// A cookie of its own, so a toast survives a post/redirect without JavaScript.
function createToastStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: "__toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      secrets: [env.SESSION_SECRET],
    },
  });
}

let toastStorage: ReturnType<typeof createToastStorage> | undefined;

// Created on first use, so importing the app reads no configuration.
function getToastStorage() {
  toastStorage ??= createToastStorage();
  return toastStorage;
}

export async function createToastHeaders(toast: ToastInput) {
  const session = await getToastStorage().getSession();
  session.flash(TOAST_KEY, createToast(toast));
  return new Headers({ "Set-Cookie": await getToastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await createToastHeaders(toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; headers are set only when there was one. */
export async function getToast(request: Request) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__toast=")) return { toast: null, headers: null };
  const session = await getToastStorage().getSession(cookie);
  const parsed = storedToastSchema.safeParse(session.get(TOAST_KEY));
  const headers = new Headers({ "Set-Cookie": await getToastStorage().destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}

export function combineHeaders(...all: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const headers of all) {
    if (!headers) continue;
    for (const [name, value] of new Headers(headers)) combined.append(name, value);
  }
  return combined;
}
