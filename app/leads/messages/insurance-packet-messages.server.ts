import type { Kysely } from "kysely";

import { packetText } from "~/content/packet-text";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import type { Database } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { answerable } from "./customer-email.server";
import { renderEmail } from "./lead-email.server";
import { visitorLinkUrl } from "./visitor-link.server";

/** The packet's PDF, made when the email goes and attached by the outbox worker (startup.server.ts). */
export const INSURANCE_PACKET_ATTACHMENT = "insurance-packet";
const PACKET = "insurance-packet";

/** The insurance packet to the homeowner: staff's say-so, answered at once, through the contact policy. */
defineMessageKind({
  kind: PACKET,
  label: "Insurance packet",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead) return { drop: "the lead is gone" };
    if (!lead.email) return { hold: "no email address" };
    const to = lead.email;
    const extras = await answerable(trx, lead, to);
    const words = packetText[lead.language];
    return {
      to,
      facts: { lead: leadStanding(lead) },
      render: () => {
        const email = renderEmail({
          lang: lead.language,
          subject: words.emailSubject,
          heading: words.emailHeading,
          intro: words.emailIntro,
          call: extras.call,
          rows: [],
          link: { href: visitorLinkUrl(getEnv().SITE_URL, lead), label: words.emailLink },
          footer: extras.footer,
        });
        return [
          extras.emailRow(PACKET, { attachments: [{ source: INSURANCE_PACKET_ATTACHMENT, id: lead.id }], ...email }),
        ];
      },
    };
  },
});

/** Staff send the packet: one email now (pressing again the same minute sends it once). */
export function scheduleInsurancePacket(trx: Kysely<Database>, leadId: number, now: Date) {
  const minute = now.toISOString().slice(0, 16);
  return scheduleMessage(
    trx,
    { kind: PACKET, key: `${PACKET}:${leadId}:${minute}`, at: now, leadId, recipient: "the customer" },
    now,
  );
}
