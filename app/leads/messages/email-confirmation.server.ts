import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";

import type { Locale } from "~/content/locale";
import { localeFromRequest } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { visitorMessages } from "~/content/visitor-messages.server";
import { visitorPageText } from "~/content/visitor-pages.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { normaliseMailbox } from "~/platform/messages/mailbox";
import { signParts, verifyParts } from "~/platform/signed-token.server";

import type { Database, Lead } from "../../../db/schema";
import { recordLeadEvent } from "../lead-events.server";
import { visitorLinkPath, visitorPageHeaders } from "./visitor-link.server";

/**
 * Confirm-by-link (issue #40): anyone can type someone else's address into the quote form, so
 * the visitor's own words (their name, the address they typed) go only to a mailbox that
 * proved it asked, by a signed link sent there (/confirm/<token>, /es/confirmar/<token>), or
 * that staff vouched for. Opening the link only shows a button: a mail scanner's GET confirms
 * nothing; the POST puts "email-confirmed" on the lead's timeline with the address, and the
 * contact policy's `addressConfirmed` reads it when each message goes.
 */
const PURPOSE = "confirm-email";

const confirmToken = (leadId: number, email: string) => signParts([PURPOSE, String(leadId), normaliseMailbox(email)]);

const confirmUrl = (lead: Pick<Lead, "id" | "language">, email: string) =>
  `${getEnv().SITE_URL}${visitorPagePath("/confirm", confirmToken(lead.id, email), lead.language)}`;

/** Whether the lead's address was confirmed by its link (the address it has now, however written). */
export async function isEmailConfirmed(executor: Kysely<Database>, lead: Pick<Lead, "id" | "email">) {
  if (!lead.email) return false;
  const confirmed = await executor
    .selectFrom("leadEvents")
    .select("note")
    .where("leadId", "=", lead.id)
    .where("kind", "=", "email-confirmed")
    .execute();
  const mailbox = normaliseMailbox(lead.email);
  return confirmed.some((event) => event.note !== null && normaliseMailbox(event.note) === mailbox);
}

/** The line a customer email carries while the address is unconfirmed: why to confirm, and the link. */
export function confirmAsk(lead: Pick<Lead, "id" | "language">, email: string) {
  const words = visitorMessages[lead.language].email;
  return { text: words.confirmAsk, label: words.confirmLink, href: confirmUrl(lead, email) };
}

/** The lead a token names, when it was signed here and its address is still the lead's. */
async function readConfirmToken(token: string) {
  const parts = verifyParts(token);
  if (parts?.[0] !== PURPOSE || !parts[1] || !parts[2]) return undefined;
  const lead = await db
    .selectFrom("leads")
    .select(["id", "email", "language"])
    .where("id", "=", Number(parts[1]))
    .executeTakeFirst();
  const valid = lead?.email && normaliseMailbox(lead.email) === parts[2];
  return { lead: valid ? { ...lead, email: lead.email! } : undefined, locale: lead?.language };
}

/** The page behind the link: the address and a button, in the lead's language; nothing is recorded by opening it. */
export async function loadConfirmPage(request: Request, token: string) {
  const found = await readConfirmToken(token);
  const locale: Locale = found?.locale ?? localeFromRequest(request);
  if (locale !== localeFromRequest(request)) throw redirect(visitorPagePath("/confirm", token, locale), 302);
  const lead = found?.lead;
  return data(
    {
      email: lead?.email ?? null,
      confirmed: lead ? await isEmailConfirmed(db, lead) : false,
      visitPath: lead ? visitorLinkPath({ id: lead.id, language: locale }) : null,
      locale,
      texts: visitorPageText[locale].confirm,
    },
    { status: lead ? 200 : 404, headers: visitorPageHeaders },
  );
}

/** The button: records the confirmation once on the lead's timeline. Undefined for a token that is not (or no longer) good. */
export async function confirmEmailByToken(token: string, now = new Date()) {
  const lead = (await readConfirmToken(token))?.lead;
  if (!lead) return undefined;
  await db.transaction().execute(async (trx) => {
    if (await isEmailConfirmed(trx, lead)) return;
    await recordLeadEvent(trx, { leadId: lead.id, kind: "email-confirmed", note: lead.email, at: now.toISOString() });
  });
  return { email: lead.email, visitPath: visitorLinkPath(lead) };
}
