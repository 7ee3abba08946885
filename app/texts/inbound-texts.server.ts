import type { Kysely } from "kysely";

import { claimNewestAlertOf } from "~/leads/messages/on-call-claims.server";
import { leadOfPhone, recordInboundText } from "~/leads/messages/text-conversation.server";
import type { InboundText } from "~/platform/messages/text-provider";
import { formatPhone, toE164 } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";
import { getTextSettings } from "~/staff/text-settings.server";

import type { Database } from "../../db/schema";
import { textKeyword } from "./keywords";
import { recordOptOut, removeOptOut } from "./opt-outs.server";
import { startPhoneLead } from "./phone-leads.server";
import { scheduleTextNotice } from "./text-notices.server";
import { keywordReplies } from "./text-words";

/**
 * A text to the site's number. An opt-out word (STOP, BAJA…) stops every later text at
 * once and is confirmed once; HELP gets the office's name and number; START after an
 * opt-out lets texts go again; any other text goes on its lead's timeline. Resolves to the reply to send back, if any.
 */
export async function answerInboundText(trx: Kysely<Database>, text: InboundText, now: Date) {
  const phone = toE164(text.from) ?? text.from;
  if (text.body.trim() === "1" && (await getTextSettings(trx)).onCallPhones.includes(phone))
    return claimByReply(trx, phone, now);
  const match = textKeyword(text.body);
  if (!match) {
    await takeCustomerText(trx, phone, text, now);
    return undefined;
  }
  const { phoneNumber } = await getSiteSettings(trx);
  const replies = keywordReplies[match.language];
  if (match.keyword === "opt-out") {
    return (await recordOptOut(trx, phone, text.body, now)) ? replies.optedOut(phoneNumber) : undefined;
  }
  if (match.keyword === "help") return replies.help(phoneNumber);
  return (await removeOptOut(trx, phone)) ? replies.optedIn(phoneNumber) : undefined;
}

/**
 * A customer's text: on their lead's timeline, and the office is told. A number no lead has
 * starts a "Text" lead (its new-lead email and on-call text tell the office); an on-call
 * phone's own texts start none.
 */
async function takeCustomerText(trx: Kysely<Database>, phone: string, text: InboundText, now: Date) {
  const body = [text.body.trim(), ...text.media.map((url) => `Photo: ${url}`)].filter(Boolean).join("\n");
  const lead = await leadOfPhone(trx, phone);
  if (lead) {
    await recordInboundText(trx, lead.id, body, now);
    await scheduleTextNotice(trx, lead.id, text.id, body, now);
    return;
  }
  if ((await getTextSettings(trx)).onCallPhones.includes(phone)) return;
  const leadId = await startPhoneLead(trx, phone, "text", body, now);
  await recordInboundText(trx, leadId, body, now);
}

/** An on-call phone's "1": it takes the newest emergency texted to it that nobody has. */
async function claimByReply(trx: Kysely<Database>, phone: string, now: Date) {
  const lead = await claimNewestAlertOf(trx, phone, now);
  return lead
    ? `You have ${lead.name}. Call ${formatPhone(lead.phone)}. The alert stops repeating.`
    : "Nothing to take: every emergency texted to you has someone.";
}
