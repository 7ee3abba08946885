import { randomBytes } from "node:crypto";

import { createCookie, createSessionStorage } from "@remix-run/node";

import type { Database } from "~/platform/db.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

/** Idle time after which a staff member signs in again; every staff page view restarts it. */
export const SESSION_MAX_AGE_SECONDS = 10 * 60 * 60;

/** However active, a session ends this long after sign-in: a stolen cookie does not work forever. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A session renewed this recently is left as it is: the idle timer is as good as restarted. */
const RENEWAL_INTERVAL_MS = 60_000;

type SessionData = Pick<Database["sessions"], "staffUserId" | "expiresAt">;

/**
 * Staff sessions are rows in `sessions`; the cookie carries only the signed,
 * random row id. Deleting the row (sign-out, a new password, a removed
 * account) ends the session at once, whatever cookies are still around.
 */
function createStaffSessionStorage() {
  const env = getEnv();
  return createSessionStorage<SessionData>({
    cookie: createCookie("__session", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      secrets: [env.SESSION_SECRET],
      maxAge: SESSION_MAX_AGE_SECONDS,
    }),
    async createData(data, expires) {
      if (typeof data.staffUserId !== "number") throw new Error("A staff session needs a staff user");
      await purgeExpiredSessions();
      const id = randomBytes(32).toString("base64url");
      await db
        .insertInto("sessions")
        .values({ id, staffUserId: data.staffUserId, expiresAt: expiryOf(expires) })
        .execute();
      return id;
    },
    async readData(id: unknown) {
      // Cookies from before server-side sessions hold { staffUserId } itself: signed, but no session.
      if (typeof id !== "string") return null;
      const row = await db
        .selectFrom("sessions")
        .select(["staffUserId", "expiresAt"])
        .where("id", "=", id)
        .where("expiresAt", ">", new Date().toISOString())
        .where("createdAt", ">", new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS).toISOString())
        .executeTakeFirst();
      return row ?? null;
    },
    // Only ever updates: a session ended meanwhile must not come back.
    async updateData(id, _data, expires) {
      await db
        .updateTable("sessions")
        .set({ expiresAt: expiryOf(expires), lastSeenAt: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },
    async deleteData(id) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
  });
}

let sessionStorage: ReturnType<typeof createStaffSessionStorage> | undefined;

// Created on first use, so importing the app reads no configuration.
function getSessionStorage() {
  sessionStorage ??= createStaffSessionStorage();
  return sessionStorage;
}

function expiryOf(expires: Date | undefined) {
  return (expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)).toISOString();
}

export function getStaffSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get("Cookie"));
}

/** The signed-in staff user's id, when the request carries a live session. */
export async function getSessionStaffUserId(request: Request) {
  return (await getStaffSession(request)).get("staffUserId");
}

/** A new session (never one the browser brought along) and the cookie that carries it. */
export async function startStaffSession(staffUserId: number) {
  const session = await getSessionStorage().getSession();
  session.set("staffUserId", staffUserId);
  return getSessionStorage().commitSession(session);
}

/**
 * Restarts the idle timer of the request's session; the refreshed cookie, or
 * null when it was restarted within the last minute (no write for every view).
 */
export async function renewStaffSession(request: Request) {
  const session = await getStaffSession(request);
  const expiresAt = Date.parse(session.get("expiresAt") ?? "");
  if (expiresAt > Date.now() + SESSION_MAX_AGE_SECONDS * 1000 - RENEWAL_INTERVAL_MS) return null;
  return getSessionStorage().commitSession(session);
}

/** Deletes the request's session; the cookie that clears it in the browser. */
export async function endStaffSession(request: Request) {
  return getSessionStorage().destroySession(await getStaffSession(request));
}

/**
 * Ends every session of a staff user, except `keepSessionId` (the browser that
 * just changed the password stays signed in). Call after any password change.
 */
export async function endOtherSessions(staffUserId: number, keepSessionId?: string) {
  await db
    .deleteFrom("sessions")
    .where("staffUserId", "=", staffUserId)
    .$if(Boolean(keepSessionId), (qb) => qb.where("id", "!=", keepSessionId!))
    .execute();
}

export async function purgeExpiredSessions(now = new Date()) {
  const signedInBefore = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS).toISOString();
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expiresAt", "<=", now.toISOString()), eb("createdAt", "<=", signedInBefore)]))
    .execute();
}
