import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { rateLimiter } from "~/platform/http/rate-limit.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import { renderSignInAlertEmail } from "./sign-in-alert-email.server";

const WINDOW_MINUTES = 15;
const WINDOW_MS = WINDOW_MINUTES * 60 * 1000;
/** Guesses one address may make at one account; other addresses are not affected. */
const ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed sign-ins one address may make at all, against spraying many accounts. */
const ATTEMPTS_PER_ADDRESS = 50;
/** Wrong passwords on one account, from anywhere, after which its owner is told. */
const FAILURES_BEFORE_OWNER_ALERT = 10;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Counts a sign-in attempt and says whether it may go ahead. Throttling is per
 * (account, address) and per address only, never per account alone: a wrong
 * password typed elsewhere must never lock out the real owner.
 */
export function throttleSignIn(email: string, clientKey: string) {
  const byAddress = rateLimiter("sign-in-address", ATTEMPTS_PER_ADDRESS, WINDOW_MS).hit(clientKey);
  const byAccountAndAddress = rateLimiter("sign-in-account-address", ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, WINDOW_MS).hit(
    `${normalizeEmail(email)} ${clientKey}`,
  );
  return {
    allowed: byAddress.allowed && byAccountAndAddress.allowed,
    retryAfterSeconds: Math.max(byAddress.retryAfterSeconds, byAccountAndAddress.retryAfterSeconds),
  };
}

export function recordSuccessfulSignIn(email: string, clientKey: string) {
  // Only failures count against an address: an office behind one address signs in all day.
  rateLimiter("sign-in-address", ATTEMPTS_PER_ADDRESS, WINDOW_MS).refund(clientKey);
  rateLimiter("sign-in-account-address", ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, WINDOW_MS).reset(
    `${normalizeEmail(email)} ${clientKey}`,
  );
}

/** Counts a wrong password; past the threshold the account's owner gets one email per window. */
export async function recordFailedSignIn(email: string, client: { address: string }) {
  const account = normalizeEmail(email);
  // "Allowed" while the failures stay below the threshold.
  const failures = rateLimiter("sign-in-account-failures", FAILURES_BEFORE_OWNER_ALERT - 1, WINDOW_MS).hit(account);
  if (failures.allowed) return;
  // A limiter of one per window: true only for the first failure past the threshold.
  const firstAlertInWindow = rateLimiter("sign-in-owner-alerts", 1, WINDOW_MS).hit(account).allowed;
  if (!firstAlertInWindow) return;

  const owner = await db.selectFrom("staffUsers").select("id").where("email", "=", account).executeTakeFirst();
  if (!owner) return; // unknown addresses are never emailed
  const now = new Date();
  await db.transaction().execute((trx) =>
    scheduleMessage(
      trx,
      {
        kind: SIGN_IN_ALERT,
        key: `${SIGN_IN_ALERT}:${owner.id}:${now.toISOString()}`,
        at: now,
        refId: owner.id,
        recipient: "the staff member",
        data: { lastAddress: client.address },
      },
      now,
    ),
  );
}

const SIGN_IN_ALERT = "sign-in-alert";

/** The account's own warning, through the one message core (claimed once, retried, logged like every email). */
defineMessageKind({
  kind: SIGN_IN_ALERT,
  label: "Alert: many failed sign-ins",
  audience: "office",
  prepare: async (trx, row) => {
    const staff = await trx.selectFrom("staffUsers").select("email").where("id", "=", row.refId!).executeTakeFirst();
    if (!staff) return { drop: "the staff account is gone" };
    const { lastAddress } = JSON.parse(row.data ?? "{}") as { lastAddress: string };
    const alert = renderSignInAlertEmail({
      email: staff.email,
      failures: FAILURES_BEFORE_OWNER_ALERT,
      windowMinutes: WINDOW_MINUTES,
      lastAddress,
      at: new Date(row.sendAt),
      siteUrl: getEnv().SITE_URL,
    });
    return {
      facts: {},
      render: () => [{ channel: "email", kind: SIGN_IN_ALERT, to: staff.email, ...alert }],
    };
  },
});
