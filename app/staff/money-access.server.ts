import { db } from "~/platform/db.server";

import { requireStaff, type StaffUser } from "./auth.server";

/** What a staff account hears when it asks for what only an owner sees (403). */
export const MONEY_IS_THE_OWNERS =
  "Job values and exports are the owner's. Ask the owner to share them with staff in Settings.";
/** The same, for an estimate: its prices are what the job will earn. */
export const PRICES_ARE_THE_OWNERS =
  "Estimates carry prices, which are the owner's. Ask the owner to share money with staff in Settings.";

/** Whether the owner shares won values, job values and the CSV export with staff accounts. */
export async function moneyShared() {
  const row = await db.selectFrom("siteSettings").select("shareMoney").where("id", "=", 1).executeTakeFirst();
  return row?.shareMoney === 1;
}

export async function updateMoneyShared(shared: boolean) {
  await db
    .updateTable("siteSettings")
    .set({ shareMoney: shared ? 1 : 0, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

/** Won values, job values and the CSV export: an owner's, and staff's when the owner shares them (decision 073). */
export async function seesMoney(user: StaffUser) {
  return user.role === "owner" || (await moneyShared());
}

/**
 * A job value sent by someone who does not see money is refused on the server, not only left out
 * of their form (decision 073): an account that may not read the values may not write one either.
 * Marking won without a value is anyone's.
 */
export async function mayRecordJobValue(user: StaffUser, jobValueCents: number | null | undefined) {
  return jobValueCents === null || jobValueCents === undefined || (await seesMoney(user));
}

/**
 * A CSV export or a priced estimate: a staff account the owner has not shared money with gets a
 * 403 that says why (a JSON one for the API).
 */
export async function requireMoneyAccess(request: Request, options: { api?: boolean; why?: string } = {}) {
  const user = await requireStaff(request, options);
  if (await seesMoney(user)) return user;
  const message = options.why ?? MONEY_IS_THE_OWNERS;
  if (options.api) throw Response.json({ success: false, message }, { status: 403 });
  throw new Response(message, { status: 403, statusText: "Owners only" });
}

/** Leads as this reader may see them: without their job value (null) unless they see money. */
export function leadsFor<Lead extends { jobValue?: number | null; jobValueCents?: number | null }>(
  leads: Lead[],
  showMoney: boolean,
): Lead[] {
  if (showMoney) return leads;
  return leads.map((lead) => ({
    ...lead,
    ...("jobValue" in lead ? { jobValue: null } : {}),
    ...("jobValueCents" in lead ? { jobValueCents: null } : {}),
  }));
}

/** Dollar amounts in what the site wrote ("Estimate 3: $1,525.83, signed …"), for a reader who does not see money. */
export const withoutDollars = (text: string) => text.replace(/\$\d[\d,]*(\.\d{2})?/g, "$…");
