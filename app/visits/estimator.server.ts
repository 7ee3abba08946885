import type { Transaction } from "kysely";

import type { Database } from "../../db/schema";
import type { Availability } from "./availability";

/** Who a visitor's booking goes to: the estimator set in Settings while that account exists, else the first owner. */
export async function defaultEstimator(trx: Transaction<Database>, rules: Availability) {
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
