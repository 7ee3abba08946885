import { db } from "~/platform/db.server";
import { apiError, apiSuccess, parseApiInput } from "~/platform/remix/api.server";
import type { StaffUser } from "~/staff/auth.server";
import { PRICES_ARE_THE_OWNERS, seesMoney } from "~/staff/money-access.server";

import { apiEstimateSchema, draftFromApi } from "./estimate-schema";
import { type LeadEstimate, leadEstimates, saveEstimate } from "./estimates.server";
import { confirmationKey, type PriceCheck } from "./storm-prices";

/** An estimate as the API shows it: money in cents, `url` the customer's page (null for a draft). */
function apiEstimate(estimate: LeadEstimate) {
  return {
    id: estimate.id,
    leadId: estimate.leadId,
    status: estimate.status,
    version: estimate.number,
    total: estimate.acceptedCents ?? estimate.baseTotalCents,
    url: estimate.url,
    expiresOn: estimate.expiresOn ?? estimate.draft.expiresOn,
    sentAt: estimate.sentAt,
    viewedAt: estimate.viewedAt,
    acceptedAt: estimate.acceptedAt,
    signerName: estimate.signerName,
    lines: estimate.draft.lines.map(({ unitPriceCents, photoIds: _photos, ...line }) => ({
      ...line,
      unitPrice: unitPriceCents,
    })),
  };
}

export async function listLeadEstimatesApi(leadId: number) {
  const lead = await leadExists(leadId);
  if (!lead) return apiError("Lead not found", 404);
  return apiSuccess({ data: (await leadEstimates(leadId)).map(apiEstimate) });
}

export async function getEstimateApi(estimateId: number) {
  const row = await db.selectFrom("estimates").select("leadId").where("id", "=", estimateId).executeTakeFirst();
  const estimate = row && (await leadEstimates(row.leadId)).find((one) => one.id === estimateId);
  if (!estimate) return apiError("Estimate not found", 404);
  return apiSuccess({ data: apiEstimate(estimate) });
}

/** POST /api/leads/{id}/estimates: a new estimate, sent at once with `send: true`. */
export async function createEstimateApi(leadId: number, body: unknown, user: StaffUser) {
  if (!(await seesMoney(user))) return apiError(PRICES_ARE_THE_OWNERS, 403);
  const input = parseApiInput(apiEstimateSchema, body);
  const result = await saveEstimate({
    leadId,
    draft: draftFromApi(input),
    send: input.send,
    actor: user,
    confirmedPrices: confirmationKey(
      input.confirmedPrices.map(({ line, unitPrice }) => ({ line, unitPriceCents: unitPrice })),
    ),
  });
  if (result.status === "storm-prices") return stormPricesRefusal(result.priceCheck);
  if (result.status === "refused") return apiError(result.message, (await leadExists(leadId)) ? 409 : 404);
  return apiSuccess(
    { id: result.id, url: result.url, total: result.totalCents, status: result.state },
    { status: 201 },
  );
}

/**
 * The storm price guard's 409 (decision 091): each line named with its price and the pre-storm
 * price (cents), and how to send it as it is: the same request with `confirmedPrices`.
 */
function stormPricesRefusal({ warnings }: PriceCheck) {
  const lines = warnings
    .map(
      (w) => `line ${w.line} (${w.description}) at ${w.unitPrice}, ${w.above}% above the pre-storm ${w.preStormPrice}`,
    )
    .join("; ");
  const confirmedPrices = warnings.map(({ line, unitPriceCents }) => ({ line, unitPrice: unitPriceCents }));
  return apiError(
    `Not sent: storm prices to check: ${lines}. To send them as they are, post again with "confirmedPrices": ${JSON.stringify(confirmedPrices)}.`,
    409,
    {
      details: {
        stormPrices: warnings.map((w) => ({
          line: w.line,
          description: w.description,
          unitPrice: w.unitPriceCents,
          preStormPrice: w.preStormPriceCents,
          above: w.above,
        })),
        confirmedPrices,
      },
    },
  );
}

async function leadExists(leadId: number) {
  return db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
}
