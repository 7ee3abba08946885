import type { Kysely } from "kysely";

import { db } from "~/platform/db.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { toE164 } from "~/platform/phone";

import type { Database } from "../../../db/schema";
import { recordLeadEvent } from "../lead-events.server";
import type { Actor } from "../lead-row";

const TEXT_REPLY = "text-reply";

/** The newest lead whose phone is this number, however it was typed ("(254) 555-0111", "254.555.0111"). */
export async function leadOfPhone(trx: Kysely<Database>, phone: string) {
  const digits = (toE164(phone) ?? phone).replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return trx
    .selectFrom("leads")
    .select(["id", "name"])
    .where("phoneDigits", "in", [digits, `1${digits}`])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A customer's text on their lead's timeline, as they wrote it. */
export function recordInboundText(trx: Kysely<Database>, leadId: number, body: string, now: Date) {
  return recordLeadEvent(trx, { leadId, kind: "text-in", note: body.slice(0, 1600), at: now.toISOString() });
}

/**
 * Staff's reply by text from the lead page: it answers the customer (any hour), through the
 * message core, so STOP or BAJA still holds it; on the timeline with who wrote it.
 */
defineMessageKind({
  kind: TEXT_REPLY,
  label: "Text reply",
  audience: "customer",
  channel: "text",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    const to = lead && toE164(lead.phone);
    if (!lead || !to) return { drop: "no number texts can reach" };
    const { body } = JSON.parse(row.data ?? "{}") as { body: string };
    return {
      to,
      // A reply answers the customer's own text: a Lost lead's customer still gets it.
      facts: {},
      render: () => [{ channel: "text", kind: TEXT_REPLY, leadId: lead.id, to, body }],
    };
  },
});

/** Sends staff's reply; "off" while texts are not configured, "missing" for a lead that is gone. */
export async function sendTextReply(leadId: number, body: string, actor: Actor, now = new Date()) {
  if (!getTextProvider()) return "off" as const;
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return "missing" as const;
    await recordLeadEvent(trx, { leadId, kind: "text-reply", note: body, by: actor, at: now.toISOString() });
    await scheduleMessage(
      trx,
      {
        kind: TEXT_REPLY,
        key: `${TEXT_REPLY}:${leadId}:${now.toISOString()}`,
        at: now,
        leadId,
        recipient: "the customer's phone",
        data: { body },
      },
      now,
    );
    return "sent" as const;
  });
}
