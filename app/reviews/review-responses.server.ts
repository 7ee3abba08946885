/** What customers do with a review email: click a review link, or unsubscribe. */
import { data, redirect } from "@remix-run/node";

import { localeFromRequest } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { visitorPageText } from "~/content/visitor-pages.server";
import { recordLeadEvent } from "~/leads/lead-events.server";
import { readUnsubscribeToken } from "~/leads/messages/customer-email.server";
import { webhooks } from "~/leads/messages/lead-webhooks.server";
import { visitorPageHeaders } from "~/leads/messages/visitor-link.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { unsubscribe } from "~/platform/messages/consent.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";

import { readClickToken } from "./review-links.server";
import { getReviewSettings } from "./review-settings.server";

const targetNames = { google: "Google", other: "the second platform" } as const;

/**
 * A review link's redirect: where it leads, after recording the first click
 * on the lead's timeline (and the `review.clicked` webhook), which also stops
 * the reminder. Undefined for a token that is not ours or a link no longer set.
 */
export async function followReviewLink(token: string, now = new Date()) {
  const click = readClickToken(token);
  if (!click) return undefined;
  const settings = await getReviewSettings();
  const target = click.target === "google" ? settings.googleReviewUrl : settings.otherReviewUrl;
  if (!target) return undefined;
  await db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable("reviewRequests")
      .set({ clickedAt: now.toISOString() })
      .where("leadId", "=", click.leadId)
      .where("clickedAt", "is", null)
      .executeTakeFirst();
    if (!Number(first.numUpdatedRows)) return;
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", click.leadId).executeTakeFirstOrThrow();
    const where = click.target === "google" ? "Google" : (settings.otherReviewName ?? targetNames.other);
    await recordLeadEvent(trx, { leadId: lead.id, kind: "review-clicked", note: `To ${where}`, at: now.toISOString() });
    await enqueueMessages(trx, webhooks("review.clicked", lead, getEnv().SITE_URL, now, { target: click.target }), now);
  });
  return target;
}

/**
 * The unsubscribe page: the link's address (null for a token that is not ours) and the page's
 * words in the lead's language (the address's when the lead is unknown or gone).
 */
export async function loadUnsubscribePage(request: Request, token: string) {
  const target = readUnsubscribeToken(token);
  const lead = target
    ? await db.selectFrom("leads").select("language").where("id", "=", target.leadId).executeTakeFirst()
    : undefined;
  const locale = lead?.language ?? localeFromRequest(request);
  // A link in the other language (an email sent before the Spanish addresses) leads to the lead's own.
  if (locale !== localeFromRequest(request)) throw redirect(visitorPagePath("/unsubscribe", token, locale), 302);
  return data(
    { email: target?.email ?? null, locale, texts: visitorPageText[locale].unsubscribe },
    { headers: visitorPageHeaders },
  );
}

/** Honours an unsubscribe link: the address gets no more customer email; the lead's timeline says so. */
export async function unsubscribeByToken(token: string, now = new Date()) {
  const target = readUnsubscribeToken(token);
  if (!target) return undefined;
  await db.transaction().execute(async (trx) => {
    if (!(await unsubscribe(target.email, trx, now))) return;
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", target.leadId).executeTakeFirst();
    if (lead) {
      await recordLeadEvent(trx, {
        leadId: lead.id,
        kind: "review-unsubscribed",
        note: target.email,
        at: now.toISOString(),
      });
    }
  });
  return target.email;
}
