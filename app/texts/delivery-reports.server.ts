import type { Kysely } from "kysely";

import type { DeliveryReport } from "~/platform/messages/text-provider";

import type { Database } from "../../db/schema";

/**
 * The provider's word on a text the site sent: its state on the outbox row, which the
 * lead's timeline shows. A report that arrives after a later one ("sent" after
 * "delivered") does not take it back.
 */
export async function recordDeliveryReport(trx: Kysely<Database>, report: DeliveryReport) {
  const final = ["delivered", "undelivered", "failed", "read", "canceled"];
  let update = trx
    .updateTable("outbox")
    .set({
      deliveryStatus: report.status,
      ...(report.error ? { lastError: `The carrier did not deliver it (error ${report.error})` } : {}),
    })
    .where("providerId", "=", report.providerId);
  if (!final.includes(report.status)) {
    update = update.where((eb) => eb.or([eb("deliveryStatus", "is", null), eb("deliveryStatus", "not in", final)]));
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
