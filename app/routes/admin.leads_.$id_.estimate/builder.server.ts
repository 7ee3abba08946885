import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { services } from "~/content/services";
import { type EstimateLine, estimateTotals, formatCents, formatRate } from "~/estimates/estimate-lines";
import { builderSchema, draftFromForm } from "~/estimates/estimate-schema";
import { getEstimateSettings, leadEstimates, saveEstimate } from "~/estimates/estimates.server";
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
  const [estimates, settings, photos] = await Promise.all([
    leadEstimates(lead.id),
    getEstimateSettings(),
    listLeadPhotos(lead.id),
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
    catalog: services.map((service) => service.title),
    photos: photos.filter((photo) => !photo.processing).map((photo) => ({ id: photo.id, url: photo.thumbnailUrl })),
  };
}

/** Save the draft, or send it (a new version); an add or remove of a line comes back to the form as it was. */
export async function builderAction(request: Request, leadId: number) {
  const { user, formData } = await requireStaffForm(request);
  if (!(await seesMoney(user))) throw new Response(PRICES_ARE_THE_OWNERS, { status: 403, statusText: "Owners only" });
  const lead = await leadOf(leadId);
  const submission = parseWithZod(formData, { schema: builderSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: submission.status ? 400 : 200 });
  const estimateId = Number(formData.get("estimateId")) || null;
  const send = submission.value.intent === "estimate-send";
  const result = await saveEstimate({
    leadId: lead.id,
    estimateId,
    draft: draftFromForm(submission.value),
    send,
    actor: user,
  });
  if (result.status === "refused") return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  return send
    ? redirectWithToast(`/admin/leads/${lead.id}#estimates`, {
        title: "Estimate Sent",
        description: "The customer gets the link by email; it is on the lead's timeline.",
      })
    : redirectWithToast(`/admin/leads/${lead.id}/estimate`, { title: "Draft Saved" });
}
