import { db } from "~/platform/db.server";
import { startJob } from "~/platform/jobs.server";

import { attachLeadToCustomer } from "./customer-intake.server";

/** Leads per transaction: a short hold of the database, then the server answers again. */
const BATCH = 200;
const EVERY_MS = 10 * 60_000;

/**
 * Leads written without the app (a script, an import, a restore of an older file) have no
 * customer: each joins one by the rule the form's leads follow, oldest first, a batch at a
 * time. Resolves to how many were linked.
 */
export async function linkLeadsWithoutCustomer(limit = BATCH) {
  const leads = await db
    .selectFrom("leads")
    .select(["id", "name", "phone", "email", "address", "language"])
    .where("customerId", "is", null)
    .orderBy("createdAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (!leads.length) return 0;
  await db.transaction().execute(async (trx) => {
    for (const lead of leads) await attachLeadToCustomer(trx, lead);
  });
  return leads.length;
}

/** At start and every ten minutes; a full batch means more are waiting, so the next one follows at once. */
export function scheduleCustomerCatchUp() {
  startJob({
    name: "Customer catch-up",
    everyMs: EVERY_MS,
    run: async () => {
      const linked = await linkLeadsWithoutCustomer();
      if (linked) console.log(`Customer catch-up: ${linked} lead(s) written without the app joined a customer`);
      return linked === BATCH ? 0 : undefined;
    },
  });
}
