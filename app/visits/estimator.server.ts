import type { Transaction } from "kysely";

import type { Database } from "../../db/schema";
import type { Availability, VisitSlot } from "./availability";
import { nextEstimator } from "./estimator-rotation";

/**
 * Who a visitor's booking goes to. With estimators ticked in Settings → Availability, the next
 * of them (estimator-rotation.ts); with nobody ticked, the estimator set there while that account
 * exists, else the first owner.
 */
export async function defaultEstimator(trx: Transaction<Database>, rules: Availability, slot: VisitSlot) {
  const estimators = rules.rotation.length
    ? (await trx.selectFrom("staffUsers").select("id").where("id", "in", rules.rotation).orderBy("id").execute()).map(
        (row) => row.id,
      )
    : [];
  if (estimators.length) return inTurn(trx, estimators, slot);
  const chosen = rules.estimatorId
    ? await trx.selectFrom("staffUsers").select("id").where("id", "=", rules.estimatorId).executeTakeFirst()
    : undefined;
  const owner = await trx
    .selectFrom("staffUsers")
    .select("id")
    .where("role", "=", "owner")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return chosen?.id ?? owner?.id ?? null;
}

async function inTurn(trx: Transaction<Database>, estimators: number[], slot: VisitSlot) {
  const dayVisits = await trx
    .selectFrom("visits")
    .select(["staffUserId", "starts", "ends"])
    .where("date", "=", slot.date)
    .where("status", "=", "booked")
    .where("staffUserId", "in", estimators)
    .execute();
  const last = await trx
    .selectFrom("visits")
    .select("staffUserId")
    .where("bookedBy", "=", "visitor")
    .where("staffUserId", "in", estimators)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return nextEstimator({
    estimators,
    dayVisits: dayVisits.map((visit) => ({ ...visit, staffUserId: visit.staffUserId! })),
    slot,
    lastId: last?.staffUserId ?? null,
  });
}
