import type { Kysely } from "kysely";

import { business } from "~/content/business";
import type { Locale } from "~/content/locale";
import { stormText } from "~/content/storm-text";
import { fillText } from "~/content/ui-text";
import { type Database, db } from "~/platform/db.server";

import type { Lead } from "../../db/schema";
import { stormQueue } from "./storm-queue.server";
import { getStormSettings } from "./storm-settings.server";
import { callTime, leadPromise } from "./storm-words";

/**
 * A lead that arrives in storm mode: its tier (the intake's, else Yellow: a request that answered
 * no hazard questions, such as the API's) and, once it is in the queue, when it will likely be
 * called, stamped as the promise its confirmation makes. Nothing for a lead outside storm mode.
 */
export async function enterStormQueue(trx: Kysely<Database>, lead: Pick<Lead, "id" | "stormTier">, now: Date) {
  const storm = await getStormSettings(trx, now);
  if (!storm.on && !lead.stormTier) return;
  if (!lead.stormTier) await trx.updateTable("leads").set({ stormTier: "yellow" }).where("id", "=", lead.id).execute();
  const { queue } = await stormQueue(storm, now, trx);
  const entry = queue.find((queued) => queued.id === lead.id);
  if (!entry) return;
  await trx
    .updateTable("leads")
    .set({ stormPromisedAt: entry.likelyAt.toISOString() })
    .where("id", "=", lead.id)
    .execute();
}

/** The promise a storm lead was made (its tier and likely call time), in its language; undefined otherwise. */
export function stormPromiseOf(
  lead: Pick<Lead, "stormTier" | "stormPromisedAt">,
  language: Locale,
  now = new Date(),
): string | undefined {
  if (!lead.stormTier || !lead.stormPromisedAt) return undefined;
  return leadPromise(lead.stormTier, new Date(lead.stormPromisedAt), now, language);
}

/**
 * What the thank-you says for a lead just sent in storm mode: its tier and likely call time, and
 * that online booking is paused when it is; undefined outside storm mode.
 */
export async function stormThankYou(leadId: number, language: Locale, now = new Date()) {
  const lead = await db
    .selectFrom("leads")
    .select(["stormTier", "stormPromisedAt"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  const promise = lead && stormPromiseOf(lead, language, now);
  if (!promise) return undefined;
  const storm = await getStormSettings(db, now);
  return storm.on && storm.bookingShare === 0 ? `${promise} ${stormText[language].bookingPaused}` : promise;
}

/** The confirmation by text of a storm lead: its tier and likely call time; undefined outside storm mode. */
export function stormTextConfirmation(lead: Pick<Lead, "stormTier" | "stormPromisedAt">, language: Locale) {
  if (!lead.stormTier || !lead.stormPromisedAt) return undefined;
  return fillText(stormText[language].textConfirmation, {
    business: business.name,
    tier: stormText[language].tiers[lead.stormTier].name,
    time: callTime(new Date(lead.stormPromisedAt), language),
  });
}
