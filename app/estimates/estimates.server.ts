import { createHash } from "node:crypto";

import type { Kysely } from "kysely";

import { wacoDate } from "~/leads/follow-up";
import { recordLeadEvent } from "~/leads/lead-events.server";
import type { Actor } from "~/leads/lead-row";
import { type Database, db } from "~/platform/db.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { formatPhone } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Estimate, EstimateStatus, EstimateVersion } from "../../db/schema";
import { noticesFor, renderEstimateContent } from "./estimate-content";
import { estimateTotals, formatCents } from "./estimate-lines";
import { estimateUrl } from "./estimate-link.server";
import { scheduleEstimateMessages } from "./estimate-messages.server";
import type { EstimateDraft } from "./estimate-schema";
import { estimateWebhooks } from "./estimate-webhooks.server";
import { stormGuards, stormPriceCheck } from "./storm-guards.server";
import { confirmedNote, type PriceCheck } from "./storm-prices";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The owner's estimate settings (a single row, migration 0031). */
export function getEstimateSettings(executor: Kysely<Database> = db) {
  return executor.selectFrom("estimateSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

export const readDraft = (estimate: Pick<Estimate, "draft">) => JSON.parse(estimate.draft) as EstimateDraft;

/** Sent or viewed, and past its day: expired, whether or not its notice went. */
export function standingOf(
  estimate: Pick<Estimate, "status">,
  version: Pick<EstimateVersion, "expiresOn"> | undefined,
  today: string,
): EstimateStatus {
  const waiting = estimate.status === "sent" || estimate.status === "viewed";
  return waiting && version && version.expiresOn < today ? "expired" : estimate.status;
}

/** A lead's estimates, newest first, each with its last sent version and its acceptance, if any. */
export async function leadEstimates(leadId: number, executor: Kysely<Database> = db) {
  const rows = await executor
    .selectFrom("estimates")
    .leftJoin("estimateVersions as version", "version.id", "estimates.versionId")
    .leftJoin("estimateAcceptances as acceptance", "acceptance.versionId", "version.id")
    .select([
      "estimates.id",
      "estimates.leadId",
      "estimates.status",
      "estimates.draft",
      "estimates.declineReason",
      "estimates.createdAt",
      "estimates.updatedAt",
      "version.id as versionId",
      "version.number",
      "version.language",
      "version.baseTotalCents",
      "version.expiresOn",
      "version.sentAt",
      "version.viewedAt",
      "acceptance.totalCents as acceptedCents",
      "acceptance.signerName",
      "acceptance.method",
      "acceptance.acceptedAt",
    ])
    .where("estimates.leadId", "=", leadId)
    .orderBy("estimates.id", "desc")
    .execute();
  const today = wacoDate(new Date());
  return rows.map((row) => {
    const draft = readDraft(row);
    const sent = row.versionId !== null && row.language !== null;
    return {
      ...row,
      draft,
      status: standingOf(row, sent ? { expiresOn: row.expiresOn! } : undefined, today),
      url: sent ? estimateUrl(row.versionId!, row.language!) : null,
    };
  });
}

export type LeadEstimate = Awaited<ReturnType<typeof leadEstimates>>[number];

/**
 * A lead's estimates as the lead page lists them, without the draft. A reader who does not see
 * money (decision 073) gets no totals and no customer link (the customer's page and its PDF
 * show every price).
 */
export function estimatesSeenBy(estimates: LeadEstimate[], showMoney: boolean) {
  return estimates.map(({ draft: _draft, ...estimate }) =>
    showMoney ? estimate : { ...estimate, baseTotalCents: null, acceptedCents: null, url: null },
  );
}

export type ListedEstimate = ReturnType<typeof estimatesSeenBy>[number];

export type SaveResult =
  | { status: "refused"; message: string }
  /** Not sent: prices well above the pre-storm list the owner has not confirmed (decision 091). */
  | { status: "storm-prices"; priceCheck: PriceCheck }
  | {
      status: "saved";
      id: number;
      versionId: number | null;
      url: string | null;
      totalCents: number;
      state: EstimateStatus;
    };

/**
 * Saves staff's draft of an estimate (a new one without `estimateId`) and, with `send`,
 * freezes it as the next version (with the Chapter 58 clause while storm mode's guards hold):
 * its content and the SHA-256s stored, the previous
 * version replaced, the customer's email, the nudge and the expiry notice scheduled.
 * An accepted or declined estimate is never changed: a new one is started instead.
 */
export async function saveEstimate(input: {
  leadId: number;
  estimateId?: number | null;
  draft: EstimateDraft;
  send: boolean;
  actor: Actor;
  /** The storm prices the owner checked (`PriceCheck.key`); a send above them without it is refused. */
  confirmedPrices?: string | null;
}): Promise<SaveResult> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", input.leadId).executeTakeFirst();
    if (!lead) return { status: "refused", message: "This lead does not exist." };
    if (input.send && lead.outcome === "lost")
      return { status: "refused", message: "This lead is Lost: reopen it before sending an estimate." };
    const priceCheck = input.send ? await stormPriceCheck(input.draft.lines, trx, now) : null;
    const pricesAbove = Boolean(priceCheck?.warnings.length);
    if (priceCheck && pricesAbove && input.confirmedPrices !== priceCheck.key)
      return { status: "storm-prices", priceCheck };
    const at = now.toISOString();
    const current = input.estimateId
      ? await trx
          .selectFrom("estimates")
          .selectAll()
          .where("id", "=", input.estimateId)
          .where("leadId", "=", lead.id)
          .executeTakeFirst()
      : undefined;
    const open = current && current.status !== "accepted" && current.status !== "declined" ? current : undefined;
    const draft = JSON.stringify(input.draft);
    const estimate = open
      ? await trx
          .updateTable("estimates")
          .set({ draft, updatedAt: at })
          .where("id", "=", open.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto("estimates")
          .values({ leadId: lead.id, draft, createdBy: input.actor.email, createdAt: at, updatedAt: at })
          .returningAll()
          .executeTakeFirstOrThrow();
    const settings = await getEstimateSettings(trx);
    const totalCents = estimateTotals(input.draft.lines, settings.taxRateBasisPoints).totalCents;
    if (!input.send)
      return { status: "saved", id: estimate.id, versionId: null, url: null, totalCents, state: estimate.status };

    const previous = await trx
      .selectFrom("estimateVersions")
      .select((eb) => eb.fn.max("number").as("number"))
      .where("estimateId", "=", estimate.id)
      .executeTakeFirst();
    const number = Number(previous?.number ?? 0) + 1;
    const terms = lead.language === "es" ? settings.termsEs : settings.termsEn;
    const notices = noticesFor(input.draft, (await stormGuards(trx, now)) !== null);
    const { phoneNumber } = await getSiteSettings(trx);
    const content = renderEstimateContent({
      estimateId: estimate.id,
      number,
      language: lead.language,
      customer: { name: lead.name, address: lead.address },
      lines: input.draft.lines,
      notices,
      terms,
      expiresOn: input.draft.expiresOn,
      taxRateBasisPoints: settings.taxRateBasisPoints,
      sentOn: wacoDate(now),
      phone: formatPhone(phoneNumber),
    });
    const version = await trx
      .insertInto("estimateVersions")
      .values({
        estimateId: estimate.id,
        number,
        language: lead.language,
        lines: JSON.stringify(input.draft.lines),
        notices: JSON.stringify(notices),
        terms,
        expiresOn: input.draft.expiresOn,
        taxRateBasisPoints: settings.taxRateBasisPoints,
        baseTotalCents: totalCents,
        content,
        contentSha256: sha256(content),
        termsSha256: sha256(terms),
        sentAt: at,
        sentBy: input.actor.email,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("estimateVersions")
      .set({ replacedAt: at })
      .where("estimateId", "=", estimate.id)
      .where("id", "!=", version.id)
      .where("replacedAt", "is", null)
      .execute();
    await trx
      .updateTable("estimates")
      .set({ status: "sent", versionId: version.id, updatedAt: at })
      .where("id", "=", estimate.id)
      .execute();
    await recordLeadEvent(trx, {
      leadId: lead.id,
      kind: "estimate-sent",
      by: input.actor,
      note: [
        `Estimate ${estimate.id}, version ${number}: ${formatCents(totalCents)}`,
        priceCheck && pricesAbove ? confirmedNote(priceCheck) : null,
      ]
        .filter(Boolean)
        .join(". "),
      at,
    });
    await scheduleEstimateMessages(trx, { estimateId: estimate.id, version, leadId: lead.id }, now);
    await enqueueMessages(trx, estimateWebhooks("estimate.sent", lead, { estimate, version, totalCents }), now);
    const url = estimateUrl(version.id, lead.language);
    return { status: "saved", id: estimate.id, versionId: version.id, url, totalCents, state: "sent" };
  });
}
