import type { Kysely } from "kysely";

import {
  defineMessageKind,
  type NotReady,
  type Ready,
  type Schedule,
  scheduleMessage,
} from "~/platform/messages/scheduled.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { toE164 } from "~/platform/phone";

import type { Database, Lead, ScheduledMessage } from "../../../db/schema";

/** The number a lead's texts go to: only when it ticked "Text me about my request", and the number can take texts. */
export function textableNumber(lead: Pick<Lead, "textConsentAt" | "phone">) {
  return lead.textConsentAt ? toE164(lead.phone) : undefined;
}

/** A customer text's send-time reading: the lead, the policy's facts and the words, in the lead's language. */
type TextReady = Pick<Ready, "facts" | "ration" | "afterSend"> & { lead: Lead; body: string };

/**
 * Declares a text to customers beside its email kind, through the one message core: the
 * contact policy holds it after STOP or BAJA, keeps it for the customer hours (Sunday from
 * noon, Texas) unless it answers the customer's own action, and rations it per number.
 */
export function defineCustomerText(kind: {
  kind: string;
  label: string;
  answersCustomer?: boolean;
  prepare: (trx: Kysely<Database>, row: ScheduledMessage, now: Date) => Promise<TextReady | NotReady>;
}) {
  return defineMessageKind({
    kind: kind.kind,
    label: kind.label,
    audience: "customer",
    channel: "text",
    answersCustomer: kind.answersCustomer,
    prepare: async (trx, row, now) => {
      const ready = await kind.prepare(trx, row, now);
      if ("hold" in ready || "drop" in ready) return ready;
      const to = textableNumber(ready.lead);
      if (!to) return { drop: "no consent to texts" };
      return {
        to,
        facts: ready.facts,
        ration: ready.ration,
        afterSend: ready.afterSend,
        render: () => [{ channel: "text", kind: kind.kind, leadId: ready.lead.id, to, body: ready.body }],
      };
    },
  });
}

/** Schedules a customer text (once per key): only while texts are on and the lead agreed to them. */
export async function scheduleCustomerText(
  trx: Kysely<Database>,
  lead: Pick<Lead, "id" | "textConsentAt" | "phone">,
  message: Omit<Schedule, "leadId" | "recipient">,
  now: Date,
) {
  if (!getTextProvider() || !textableNumber(lead)) return 0;
  return scheduleMessage(trx, { ...message, leadId: lead.id, recipient: "the customer's phone" }, now);
}
