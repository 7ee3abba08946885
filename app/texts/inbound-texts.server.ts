import type { Kysely } from "kysely";

import type { InboundText } from "~/platform/messages/text-provider";
import { toE164 } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Database } from "../../db/schema";
import { textKeyword } from "./keywords";
import { recordOptOut, removeOptOut } from "./opt-outs.server";
import { keywordReplies } from "./text-words";

/**
 * A text to the site's number. An opt-out word (STOP, BAJA…) stops every later text at
 * once and is confirmed once; HELP gets the office's name and number; START after an
 * opt-out lets texts go again. Resolves to the reply to send back, if any.
 */
export async function answerInboundText(trx: Kysely<Database>, text: InboundText, now: Date) {
  const phone = toE164(text.from) ?? text.from;
  const match = textKeyword(text.body);
  if (!match) return undefined;
  const { phoneNumber } = await getSiteSettings(trx);
  const replies = keywordReplies[match.language];
  if (match.keyword === "opt-out") {
    return (await recordOptOut(trx, phone, text.body, now)) ? replies.optedOut(phoneNumber) : undefined;
  }
  if (match.keyword === "help") return replies.help(phoneNumber);
  return (await removeOptOut(trx, phone)) ? replies.optedIn(phoneNumber) : undefined;
}
