import type { Kysely } from "kysely";
import { DateTime } from "luxon";

import { business } from "~/content/business";
import { estimateText } from "~/content/estimate-text";
import { fillText } from "~/content/ui-text";
import { leadStanding } from "~/leads/lead-standing";
import { answerable } from "~/leads/messages/customer-email.server";
import { leadPageUrl, renderEmail } from "~/leads/messages/lead-email.server";
import { getEnv } from "~/platform/env.server";
import { cancelPendingMessages } from "~/platform/messages/lead-schedule.server";
import { defineMessageKind, type NotReady, type Ready, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import type { Database, EstimateVersion, Lead, ScheduledMessage } from "../../db/schema";
import { longDate } from "./estimate-content";
import { formatCents } from "./estimate-lines";
import { estimateUrl, jobPageUrl } from "./estimate-link.server";

/** The accepted estimate's PDF, attached by the outbox worker when the email goes (startup.server.ts). */
export const ESTIMATE_PDF_ATTACHMENT = "estimate-pdf";

const SENT = "estimate-sent";
const NUDGE_UNVIEWED = "estimate-nudge-unviewed";
const NUDGE_UNANSWERED = "estimate-nudge-unanswered";
const EXPIRY = "estimate-expiry";
const ACCEPTED = "estimate-accepted";
const ACCEPTED_OFFICE = "estimate-accepted-office";

const DAY_MS = 24 * 60 * 60 * 1000;
/** One nudge: when not opened in 2 days, else when not answered in 5. */
const NUDGE_UNVIEWED_AFTER_MS = 2 * DAY_MS;
const NUDGE_UNANSWERED_AFTER_MS = 5 * DAY_MS;

async function estimateOf(trx: Kysely<Database>, estimateId: number) {
  const estimate = await trx.selectFrom("estimates").selectAll().where("id", "=", estimateId).executeTakeFirst();
  if (!estimate?.versionId) return undefined;
  const [version, lead] = await Promise.all([
    trx.selectFrom("estimateVersions").selectAll().where("id", "=", estimate.versionId).executeTakeFirstOrThrow(),
    trx.selectFrom("leads").selectAll().where("id", "=", estimate.leadId).executeTakeFirstOrThrow(),
  ]);
  return { estimate, version, lead };
}

/** An email about an estimate to its customer, answerable as every customer email is. */
async function customerEmail(
  trx: Kysely<Database>,
  kind: string,
  lead: Lead,
  version: EstimateVersion,
  words: { subject: string; heading: string; intro: string },
  extra: {
    totalCents?: number;
    attachments?: Array<{ source: string; id: number }>;
    link?: { href: string; label: string };
  } = {},
): Promise<Ready | NotReady> {
  if (!lead.email) return { hold: "no email address" };
  const to = lead.email;
  const extras = await answerable(trx, lead, to);
  const text = estimateText[lead.language];
  const total = formatCents(extra.totalCents ?? version.baseTotalCents);
  return {
    to,
    facts: { lead: leadStanding(lead) },
    render: () => {
      const email = renderEmail({
        lang: lead.language,
        subject: fillText(words.subject, { total }),
        heading: words.heading,
        intro: words.intro,
        call: extras.call,
        rows: [
          [text.total, total],
          [text.email.validUntil, longDate(version.expiresOn, lead.language)],
        ],
        link: extra.link ?? { href: estimateUrl(version.id, lead.language), label: text.email.open },
        footer: extras.footer,
      });
      return [extras.emailRow(kind, { attachments: extra.attachments, ...email })];
    },
  };
}

/** The customer's link to the estimate, when staff send it: it answers their request for a quote, at any hour. */
defineMessageKind({
  kind: SENT,
  label: "Estimate",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const found = await estimateOf(trx, row.refId!);
    if (!found || found.version.id !== (JSON.parse(row.data ?? "{}") as { versionId?: number }).versionId)
      return { drop: "a newer version was sent" };
    const words = estimateText[found.lead.language].email;
    return customerEmail(trx, SENT, found.lead, found.version, {
      subject: words.sentSubject,
      heading: words.sentHeading,
      intro: words.sentIntro,
    });
  },
});

/** Why a nudge has nothing left to say: the estimate is answered, or the lead closed another way. */
function nudgeMoot(found: NonNullable<Awaited<ReturnType<typeof estimateOf>>>) {
  if (found.estimate.status !== "sent" && found.estimate.status !== "viewed")
    return `estimate is ${found.estimate.status}`;
  if (found.lead.outcome === "won") return "lead is Won";
  return null;
}

async function prepareNudge(trx: Kysely<Database>, row: ScheduledMessage): Promise<Ready | NotReady> {
  const found = await estimateOf(trx, row.refId!);
  if (!found) return { drop: "no estimate" };
  const moot = nudgeMoot(found);
  if (moot) return { drop: moot };
  if (row.kind === NUDGE_UNVIEWED && found.version.viewedAt) return { drop: "the customer opened it" };
  if (row.kind === NUDGE_UNANSWERED) {
    const first = await trx
      .selectFrom("scheduledMessages")
      .select("status")
      .where("key", "=", `${NUDGE_UNVIEWED}:${found.estimate.id}`)
      .executeTakeFirst();
    if (first?.status === "sent") return { drop: "one nudge went already" };
  }
  const words = estimateText[found.lead.language].email;
  return customerEmail(trx, row.kind, found.lead, found.version, {
    subject: words.nudgeSubject,
    heading: words.nudgeHeading,
    intro: words.nudgeIntro,
  });
}

defineMessageKind({ kind: NUDGE_UNVIEWED, label: "Estimate nudge", audience: "customer", prepare: prepareNudge });
defineMessageKind({ kind: NUDGE_UNANSWERED, label: "Estimate nudge", audience: "customer", prepare: prepareNudge });

/** The day after its last day, the customer hears it expired (once per version); the timeline says so. */
defineMessageKind({
  kind: EXPIRY,
  label: "Estimate expiry notice",
  audience: "customer",
  prepare: async (trx, row) => {
    const { estimateId } = JSON.parse(row.data ?? "{}") as { estimateId: number };
    const found = await estimateOf(trx, estimateId);
    if (!found || found.version.id !== row.refId) return { drop: "a newer version was sent" };
    const moot = nudgeMoot(found);
    if (moot) return { drop: moot };
    const words = estimateText[found.lead.language].email;
    const ready = await customerEmail(trx, EXPIRY, found.lead, found.version, {
      subject: words.expirySubject,
      heading: words.expiryHeading,
      intro: words.expiryIntro,
    });
    if (!("render" in ready)) return ready;
    return {
      ...ready,
      afterSend: async () => {
        const at = new Date().toISOString();
        await trx
          .updateTable("estimates")
          .set({ status: "expired", updatedAt: at })
          .where("id", "=", estimateId)
          .execute();
        await trx
          .insertInto("leadEvents")
          .values({ leadId: found.lead.id, kind: "estimate-expired", note: `Estimate ${estimateId}`, createdAt: at })
          .execute();
      },
    };
  },
});

/** A sent version's messages: the link now, one nudge later, the expiry notice after its last day. */
export async function scheduleEstimateMessages(
  trx: Kysely<Database>,
  { estimateId, version, leadId }: { estimateId: number; version: EstimateVersion; leadId: number },
  now: Date,
) {
  const common = { leadId, recipient: "the customer" };
  await scheduleMessage(
    trx,
    {
      ...common,
      kind: SENT,
      key: `${SENT}:${version.id}`,
      at: now,
      refId: estimateId,
      data: { versionId: version.id },
    },
    now,
  );
  const sentAt = now.getTime();
  for (const [kind, after] of [
    [NUDGE_UNVIEWED, NUDGE_UNVIEWED_AFTER_MS],
    [NUDGE_UNANSWERED, NUDGE_UNANSWERED_AFTER_MS],
  ] as const) {
    await scheduleMessage(
      trx,
      { ...common, kind, key: `${kind}:${estimateId}`, at: new Date(sentAt + after), refId: estimateId },
      now,
    );
  }
  const dayAfter = DateTime.fromISO(version.expiresOn, { zone: business.timeZone }).plus({ days: 1 }).set({ hour: 9 });
  await scheduleMessage(
    trx,
    {
      ...common,
      kind: EXPIRY,
      key: `${EXPIRY}:${version.id}`,
      at: dayAfter.toJSDate(),
      refId: version.id,
      data: { estimateId },
    },
    now,
  );
}

/** Once the customer has answered, the lead's estimate nudges and expiry notices are not sent: the timeline says why. */
export function cancelEstimateReminders(trx: Kysely<Database>, leadId: number, why: string, now: Date) {
  return cancelPendingMessages(trx, { leadId, kinds: [NUDGE_UNVIEWED, NUDGE_UNANSWERED, EXPIRY] }, why, now);
}

/** The signed estimate, as a PDF, to the customer and to the office: once per acceptance. */
defineMessageKind({
  kind: ACCEPTED,
  label: "Signed estimate",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const acceptance = await trx
      .selectFrom("estimateAcceptances")
      .selectAll()
      .where("id", "=", row.refId!)
      .executeTakeFirst();
    const version =
      acceptance &&
      (await trx.selectFrom("estimateVersions").selectAll().where("id", "=", acceptance.versionId).executeTakeFirst());
    const lead = row.leadId
      ? await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId).executeTakeFirst()
      : undefined;
    if (!acceptance || !version || !lead) return { drop: "no acceptance" };
    const words = estimateText[lead.language].email;
    return customerEmail(
      trx,
      ACCEPTED,
      lead,
      version,
      { subject: words.acceptedSubject, heading: words.acceptedHeading, intro: words.acceptedIntro },
      {
        totalCents: acceptance.totalCents,
        attachments: [{ source: ESTIMATE_PDF_ATTACHMENT, id: acceptance.id }],
        link: { href: jobPageUrl(version.id, lead.language), label: words.pickDay },
      },
    );
  },
});

defineMessageKind({
  kind: ACCEPTED_OFFICE,
  label: "Signed estimate to the office",
  audience: "office",
  prepare: async (trx, row) => {
    const acceptance = await trx
      .selectFrom("estimateAcceptances")
      .selectAll()
      .where("id", "=", row.refId!)
      .executeTakeFirst();
    const lead = row.leadId
      ? await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId).executeTakeFirst()
      : undefined;
    if (!acceptance || !lead) return { drop: "no acceptance" };
    const { emails } = await getLeadRecipients(trx, lead.language);
    const total = formatCents(acceptance.totalCents);
    const email = renderEmail({
      subject: `Estimate accepted: ${lead.name}, ${total}`,
      heading: `${lead.name} accepted the estimate: ${total}`,
      intro: "The lead is marked Won with this total. Book the job visit in the lead's Schedule the job card.",
      rows: [
        ["Signed by", `${acceptance.signerName} (${acceptance.method})`],
        ["Total", total],
      ],
      link: { href: leadPageUrl(getEnv().SITE_URL, lead.id), label: "Open the lead" },
    });
    const attachments = [{ source: ESTIMATE_PDF_ATTACHMENT, id: acceptance.id }];
    return {
      facts: { lead: leadStanding(lead) },
      render: () =>
        emails.map((to) => ({
          channel: "email" as const,
          kind: ACCEPTED_OFFICE,
          leadId: lead.id,
          to,
          attachments,
          ...email,
        })),
    };
  },
});

/** Both emails of an acceptance, in its transaction. */
export async function scheduleAcceptedMessages(trx: Kysely<Database>, acceptanceId: number, leadId: number, now: Date) {
  for (const [kind, recipient] of [
    [ACCEPTED, "the customer"],
    [ACCEPTED_OFFICE, "the office"],
  ] as const)
    await scheduleMessage(
      trx,
      { kind, key: `${kind}:${acceptanceId}`, at: now, leadId, refId: acceptanceId, recipient },
      now,
    );
}
