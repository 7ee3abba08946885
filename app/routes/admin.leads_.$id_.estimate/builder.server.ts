import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { homeCounties } from "~/content/estimate-text";
import { services } from "~/content/services";
import { longDate, noticesFor } from "~/estimates/estimate-content";
import { type EstimateLine, estimateTotals, formatCents, formatRate } from "~/estimates/estimate-lines";
import { builderSchema, draftFromForm } from "~/estimates/estimate-schema";
import { getEstimateSettings, leadEstimates, saveEstimate } from "~/estimates/estimates.server";
import { stormGuards, stormPriceCheck } from "~/estimates/storm-guards.server";
import type { PriceCheck } from "~/estimates/storm-prices";
import { wacoDate } from "~/leads/follow-up";
import { listLeadPhotos } from "~/leads/photos/lead-photos.server";
import { db } from "~/platform/db.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import { requireStaffForm } from "~/staff/auth.server";
import { PRICES_ARE_THE_OWNERS, requireMoneyAccess, seesMoney } from "~/staff/money-access.server";

const notFound = () => new Response("Lead not found", { status: 404, statusText: "Lead not found" });

async function leadOf(leadId: number) {
  const lead = Number.isSafeInteger(leadId)
    ? await db
        .selectFrom("leads")
        .select(["id", "name", "language", "outcome"])
        .where("id", "=", leadId)
        .executeTakeFirst()
    : undefined;
  if (!lead) throw notFound();
  return lead;
}

function formattedTotals(lines: EstimateLine[], taxRateBasisPoints: number) {
  const totals = estimateTotals(lines, taxRateBasisPoints);
  return {
    subtotal: formatCents(totals.subtotalCents),
    tax: formatCents(totals.taxCents),
    total: formatCents(totals.totalCents),
    rate: formatRate(taxRateBasisPoints),
  };
}

/**
 * The lead's open estimate (the newest not yet accepted or declined), or a new one's defaults.
 * Prices are money (decision 073): a staff account the owner has not shared money with gets a 403.
 */
export async function loadBuilder(request: Request, leadId: number) {
  await requireMoneyAccess(request, { why: PRICES_ARE_THE_OWNERS });
  const lead = await leadOf(leadId);
  const [estimates, settings, photos, guards] = await Promise.all([
    leadEstimates(lead.id),
    getEstimateSettings(),
    listLeadPhotos(lead.id),
    stormGuards(),
  ]);
  const estimate = estimates.find((one) => one.status !== "accepted" && one.status !== "declined") ?? null;
  const expiresOn = new Date(Date.now() + settings.validDays * 24 * 60 * 60 * 1000);
  const draft = estimate?.draft ?? { lines: [], expiresOn: wacoDate(expiresOn), atHome: false, disasterCounty: "" };
  return {
    lead,
    estimate: estimate && { id: estimate.id, url: estimate.url, number: estimate.number, status: estimate.status },
    draft: {
      ...draft,
      lines: draft.lines.map(({ unitPriceCents, quantity, ...line }) => ({
        ...line,
        quantity: String(quantity),
        unitPrice: (unitPriceCents / 100).toFixed(2),
        photoIds: line.photoIds.map(String),
      })),
    },
    totals: formattedTotals(draft.lines, settings.taxRateBasisPoints),
    /**
     * While storm mode's guards hold: until when, whether the saved draft carries Chapter 58 (by its
     * county), and its prices against the pre-storm list.
     */
    storm: guards && {
      clauseUntil: guards.guardsUntil && longDate(wacoDate(new Date(guards.guardsUntil)), "en"),
      homeCounties,
      draftCarriesClause: noticesFor(draft, true).includes("disaster"),
      priceCheck: await stormPriceCheck(draft.lines),
    },
    catalog: services.map((service) => service.title),
    photos: photos.filter((photo) => !photo.processing).map((photo) => ({ id: photo.id, url: photo.thumbnailUrl })),
  };
}

/** What the builder's post answers when it does not redirect: Conform's reply, and the storm prices to confirm. */
export interface BuilderReply {
  reply: SubmissionResult<string[]>;
  priceCheck: PriceCheck | null;
}

const reply = (body: BuilderReply, status: number) => data(body, { status });

/**
 * Save the draft, or send it (a new version); an add or remove of a line comes back to the form as it was.
 * While storm mode's guards hold, a send with prices well above the pre-storm list comes back with
 * them named, until the owner ticks that they checked those very prices (decision 091).
 */
export async function builderAction(request: Request, leadId: number) {
  const { user, formData } = await requireStaffForm(request);
  if (!(await seesMoney(user))) throw new Response(PRICES_ARE_THE_OWNERS, { status: 403, statusText: "Owners only" });
  const lead = await leadOf(leadId);
  const submission = parseWithZod(formData, { schema: builderSchema });
  if (submission.status !== "success")
    return reply({ reply: submission.reply(), priceCheck: null }, submission.status ? 400 : 200);
  const estimateId = Number(formData.get("estimateId")) || null;
  const send = submission.value.intent === "estimate-send";
  const result = await saveEstimate({
    leadId: lead.id,
    estimateId,
    draft: draftFromForm(submission.value),
    send,
    actor: user,
    confirmedPrices: formData.get("pricesConfirmed")?.toString(),
  });
  if (result.status === "storm-prices") {
    const formErrors = [`Not sent yet: check the storm prices below and tick the box to send.`];
    return reply({ reply: submission.reply({ formErrors }), priceCheck: result.priceCheck }, 409);
  }
  if (result.status === "refused")
    return reply({ reply: submission.reply({ formErrors: [result.message] }), priceCheck: null }, 409);
  return send
    ? redirectWithToast(`/admin/leads/${lead.id}#estimates`, {
        title: "Estimate Sent",
        description: "The customer gets the link by email; it is on the lead's timeline.",
      })
    : redirectWithToast(`/admin/leads/${lead.id}/estimate`, { title: "Draft Saved" });
}
