import { z } from "zod";

/** How the customers list is ordered: who we heard from last, who is worth most, or by name. */
export const customerSorts = ["last-contact", "value", "name"] as const;
export type CustomerSort = (typeof customerSorts)[number];

const querySchema = z.object({
  q: z.string().max(200).catch("").default(""),
  sort: z.enum(customerSorts).catch("last-contact").default("last-contact"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** The customers list's search, order and page from its address: anything odd falls back to the default. */
export function parseCustomerQuery(params: URLSearchParams): { q: string; sort: CustomerSort; page: number } {
  return querySchema.parse({
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/**
 * A customer as this reader may see them (decision 073): without their lifetime value or any
 * job value unless they see money.
 */
export function customerFor<
  Record extends { lifetimeValue?: number | null; leads?: Array<{ jobValue: number | null }> },
>(record: Record, showMoney: boolean): Record {
  if (showMoney) return record;
  return {
    ...record,
    ...("lifetimeValue" in record ? { lifetimeValue: null } : {}),
    ...(record.leads ? { leads: record.leads.map((lead) => ({ ...lead, jobValue: null })) } : {}),
  };
}
