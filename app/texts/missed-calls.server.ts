import type { Kysely } from "kysely";

import { recordLeadEvent } from "~/leads/lead-events.server";
import { leadOfPhone } from "~/leads/messages/text-conversation.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import type { CallReport } from "~/platform/messages/text-provider";
import { toE164 } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";
import { getTextSettings } from "~/staff/text-settings.server";

import type { Database, LeadLanguage } from "../../db/schema";
import { startPhoneLead } from "./phone-leads.server";
import { missedCallReplies } from "./text-words";

const MISSED_CALL_TEXT = "missed-call-text";

/**
 * A call nobody took: the caller's lead (a new "Missed call" lead for a number no lead has)
 * gets it on its timeline, and the caller one text back at once, through the message core.
 * Calls from a hidden number or an on-call phone are left alone.
 */
export async function answerCallReport(trx: Kysely<Database>, call: CallReport, now: Date) {
  const phone = call.missed ? toE164(call.from) : undefined;
  if (!phone || (await getTextSettings(trx)).onCallPhones.includes(phone)) return "ignored" as const;
  const known = await leadOfPhone(trx, phone);
  const leadId = known?.id ?? (await startPhoneLead(trx, phone, "missed-call", "", now));
  await recordLeadEvent(trx, { leadId, kind: "missed-call", note: "Nobody answered", at: now.toISOString() });
  await scheduleMessage(
    trx,
    {
      kind: MISSED_CALL_TEXT,
      key: `${MISSED_CALL_TEXT}:${call.callId}`,
      at: now,
      leadId,
      recipient: "the caller's phone",
      data: { phone },
    },
    now,
  );
  return "missed" as const;
}

/**
 * "Sorry we missed you": it answers the caller's own call (any hour, whatever became of their
 * lead), in their lead's language; STOP or BAJA holds it, and a number gets one a day however
 * often it rings.
 */
defineMessageKind({
  kind: MISSED_CALL_TEXT,
  label: "Missed-call text",
  audience: "customer",
  channel: "text",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const { phone } = JSON.parse(row.data ?? "{}") as { phone?: string };
    if (!phone) return { drop: "no number to text" };
    const lead = row.leadId
      ? await trx.selectFrom("leads").select("language").where("id", "=", row.leadId).executeTakeFirst()
      : undefined;
    const language: LeadLanguage = lead?.language ?? "en";
    const { phoneNumber } = await getSiteSettings(trx);
    return {
      to: phone,
      facts: {},
      ration: { key: `${MISSED_CALL_TEXT}:${phone}`, perDay: 1, what: "one missed-call text a day to this number" },
      render: () => [
        {
          channel: "text",
          kind: MISSED_CALL_TEXT,
          leadId: row.leadId,
          to: phone,
          body: missedCallReplies[language](phoneNumber),
        },
      ],
    };
  },
});
