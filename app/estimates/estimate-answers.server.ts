import type { Kysely } from "kysely";

import { wacoDate } from "~/leads/follow-up";
import { recordLeadEvent } from "~/leads/lead-events.server";
import type { Actor } from "~/leads/lead-row";
import { cancelCallbackCheck } from "~/leads/messages/callback-reminders.server";
import { changeLeadState } from "~/leads/pipeline/lead-state.server";
import { type Database, db } from "~/platform/db.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";

import type { AcceptanceMethod } from "../../db/schema";
import { type EstimateLine, estimateTotals, formatCents, tickedOptional } from "./estimate-lines";
import { versionIdFromToken } from "./estimate-link.server";
import { cancelEstimateReminders, scheduleAcceptedMessages } from "./estimate-messages.server";
import { hasTwoLetters } from "./estimate-schema";
import { estimateWebhooks } from "./estimate-webhooks.server";
import { standingOf } from "./estimates.server";

/** A version as its customer's page shows it: its lines, what became of it, and its acceptance. */
export async function loadVersion(versionId: number, executor: Kysely<Database> = db) {
  const version = await executor
    .selectFrom("estimateVersions")
    .selectAll()
    .where("id", "=", versionId)
    .executeTakeFirst();
  if (!version) return undefined;
  const [estimate, acceptance] = await Promise.all([
    executor.selectFrom("estimates").selectAll().where("id", "=", version.estimateId).executeTakeFirstOrThrow(),
    executor.selectFrom("estimateAcceptances").selectAll().where("versionId", "=", versionId).executeTakeFirst(),
  ]);
  const lead = await executor
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", estimate.leadId)
    .executeTakeFirstOrThrow();
  const lines = JSON.parse(version.lines) as EstimateLine[];
  const standing = version.replacedAt ? "replaced" : standingOf(estimate, version, wacoDate(new Date()));
  return { version, estimate, acceptance, lead, lines, standing };
}

export type LoadedVersion = NonNullable<Awaited<ReturnType<typeof loadVersion>>>;

/** The version a customer's link names, or a 404 for a link nobody made (or a deleted lead's). */
export async function versionOfToken(token: string | undefined) {
  const versionId = token ? versionIdFromToken(token) : undefined;
  const loaded = versionId ? await loadVersion(versionId) : undefined;
  if (!loaded) throw new Response("Not Found", { status: 404 });
  return loaded;
}

/** The customer may answer only the live version, while it is waiting and the lead is not Lost. */
const answerable = (loaded: LoadedVersion) =>
  (loaded.standing === "sent" || loaded.standing === "viewed") && loaded.lead.outcome !== "lost";

/** The first time the customer opens the live version: Viewed on the timeline, the dashboard and a webhook. */
export async function recordView(loaded: LoadedVersion) {
  if (loaded.version.viewedAt || loaded.version.replacedAt) return;
  const now = new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("estimateVersions")
      .set({ viewedAt: at })
      .where("id", "=", loaded.version.id)
      .where("viewedAt", "is", null)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) return;
    await trx
      .updateTable("estimates")
      .set({ status: "viewed", updatedAt: at })
      .where("id", "=", loaded.estimate.id)
      .where("status", "=", "sent")
      .execute();
    await recordLeadEvent(trx, {
      leadId: loaded.lead.id,
      kind: "estimate-viewed",
      note: `Estimate ${loaded.estimate.id}`,
      at,
    });
    const facts = { estimate: loaded.estimate, version: loaded.version, totalCents: loaded.version.baseTotalCents };
    await enqueueMessages(trx, estimateWebhooks("estimate.viewed", loaded.lead, facts), now);
  });
}

/** An answer leaves nothing to nudge about and no call to chase: the lead page stops listing them as to send. */
async function cancelWhatAnAnswerEnds(trx: Kysely<Database>, leadId: number, why: string, now: Date) {
  await cancelEstimateReminders(trx, leadId, why, now);
  await cancelCallbackCheck(trx, leadId, why, now);
}

export interface Signature {
  signerName: string;
  method: AcceptanceMethod;
  /** The drawn strokes (an SVG path), for a drawn signature. */
  drawing?: string;
  ticked: number[];
  ip: string | null;
  userAgent: string | null;
  link: string | null;
  /** Staff who recorded an acceptance given by phone. */
  recordedBy?: Actor;
}

/**
 * Accepts the live version: the evidence (both SHA-256s as stored when it was sent, who,
 * how, when, from where, which optional lines), the lead Won with the accepted total, the
 * signed PDF to the customer and the office, and the webhook. A second accept does nothing.
 */
export async function acceptEstimate(loaded: LoadedVersion, signature: Signature) {
  if (!answerable(loaded)) return { refused: "closed" as const };
  if (!hasTwoLetters(signature.signerName)) return { refused: "name" as const };
  const ticked = tickedOptional(loaded.lines, signature.ticked);
  const { totalCents } = estimateTotals(loaded.lines, loaded.version.taxRateBasisPoints, ticked);
  const now = new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("estimates")
      .set({ status: "accepted", decidedAt: at, updatedAt: at })
      .where("id", "=", loaded.estimate.id)
      .where("status", "in", ["sent", "viewed"])
      .where("versionId", "=", loaded.version.id)
      .executeTakeFirst();
    if (!claimed.numUpdatedRows) return { refused: "closed" as const };
    const acceptance = await trx
      .insertInto("estimateAcceptances")
      .values({
        versionId: loaded.version.id,
        contentSha256: loaded.version.contentSha256,
        termsSha256: loaded.version.termsSha256,
        signerName: signature.signerName.trim(),
        method: signature.method,
        signature: signature.drawing || null,
        optionalLines: JSON.stringify(ticked),
        totalCents,
        ip: signature.ip,
        userAgent: signature.userAgent,
        link: signature.link,
        recordedBy: signature.recordedBy?.email ?? null,
        acceptedAt: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const how = signature.method === "phone" ? "by phone" : signature.method;
    await recordLeadEvent(trx, {
      leadId: loaded.lead.id,
      kind: "estimate-accepted",
      by: signature.recordedBy,
      note: `Estimate ${loaded.estimate.id}: ${formatCents(totalCents)}, signed "${signature.signerName.trim()}" (${how})`,
      at,
    });
    // Before the lead turns Won: a yes taken by phone cancels the call-back as the customer's answer, not as staff's contact.
    await cancelWhatAnAnswerEnds(trx, loaded.lead.id, "the customer accepted the estimate", now);
    await changeLeadState(loaded.lead.id, { outcome: "won", jobValueCents: totalCents }, signature.recordedBy, trx);
    await scheduleAcceptedMessages(trx, acceptance.id, loaded.lead.id, now);
    const extra = { signerName: signature.signerName.trim(), method: signature.method, optionalLines: ticked };
    const facts = { estimate: loaded.estimate, version: loaded.version, totalCents, extra };
    await enqueueMessages(trx, estimateWebhooks("estimate.accepted", loaded.lead, facts), now);
    return { accepted: acceptance.id, totalCents };
  });
}

const lostReasonOf = { price: "price", timing: "timing", other: "other" } as const;

/** The customer declines: the lead Lost with their reason, their words on the timeline, and the webhook. */
export async function declineEstimate(loaded: LoadedVersion, reason: keyof typeof lostReasonOf, message: string) {
  if (!answerable(loaded)) return false;
  const now = new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("estimates")
      .set({ status: "declined", declineReason: message || reason, decidedAt: at, updatedAt: at })
      .where("id", "=", loaded.estimate.id)
      .where("status", "in", ["sent", "viewed"])
      .executeTakeFirst();
    if (!claimed.numUpdatedRows) return false;
    await recordLeadEvent(trx, {
      leadId: loaded.lead.id,
      kind: "estimate-declined",
      note: `Estimate ${loaded.estimate.id} (${reason})${message ? `: ${message}` : ""}`,
      at,
    });
    await changeLeadState(loaded.lead.id, { outcome: "lost", lostReason: lostReasonOf[reason] }, undefined, trx);
    await cancelWhatAnAnswerEnds(trx, loaded.lead.id, "the customer declined the estimate", now);
    const facts = { estimate: loaded.estimate, version: loaded.version, totalCents: loaded.version.baseTotalCents };
    await enqueueMessages(
      trx,
      estimateWebhooks("estimate.declined", loaded.lead, { ...facts, extra: { reason, message } }),
      now,
    );
    return true;
  });
}

/** "Ask for changes": the customer's message on the lead's timeline; staff send a new version. */
export async function askForChanges(loaded: LoadedVersion, message: string) {
  if (!answerable(loaded)) return false;
  await recordLeadEvent(db, {
    leadId: loaded.lead.id,
    kind: "estimate-changes-asked",
    note: `Estimate ${loaded.estimate.id}: ${message}`,
  });
  return true;
}
