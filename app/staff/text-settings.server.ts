import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

/**
 * The owner's text settings (Settings → Texts, migration 0029): the on-call numbers, first
 * called first (until the owner sets them: ON_CALL_PHONES), how often an unclaimed emergency's
 * alert repeats, whether ordinary leads text the on-call phone in office hours (and which
 * hours: migration 0034), and whether review requests also go by text.
 */
export async function getTextSettings(executor: Kysely<Database> = db) {
  const row = await executor.selectFrom("textSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  return {
    onCallPhones: row.onCallPhones === null ? getEnv().ON_CALL_PHONES : row.onCallPhones.split(",").filter(Boolean),
    /** The numbers come from ON_CALL_PHONES, not from Settings. */
    onCallFromEnv: row.onCallPhones === null,
    repeatMinutes: row.repeatMinutes,
    ordinaryLeadsInOfficeHours: row.ordinaryLeadsInOfficeHours === 1,
    reviewRequestsByText: row.reviewRequestsByText === 1,
    /** Days (ISO, 1 = Monday) and hours, Waco time; null: the site's published opening hours. */
    officeHours:
      row.officeDays && row.officeOpens && row.officeCloses
        ? { days: row.officeDays.split(",").map(Number), opens: row.officeOpens, closes: row.officeCloses }
        : null,
  };
}

/** Settings → Texts saved (textSettingsSchema's values). */
export async function updateTextSettings(settings: {
  onCallPhones: string[];
  repeatMinutes: number;
  officeDays: string[];
  officeOpens: string;
  officeCloses: string;
  ordinaryLeadsInOfficeHours: boolean;
  reviewRequestsByText: boolean;
}) {
  await db
    .updateTable("textSettings")
    .set({
      onCallPhones: settings.onCallPhones.join(","),
      repeatMinutes: settings.repeatMinutes,
      officeDays: settings.officeDays.join(","),
      officeOpens: settings.officeOpens,
      officeCloses: settings.officeCloses,
      ordinaryLeadsInOfficeHours: settings.ordinaryLeadsInOfficeHours ? 1 : 0,
      reviewRequestsByText: settings.reviewRequestsByText ? 1 : 0,
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", 1)
    .execute();
}
