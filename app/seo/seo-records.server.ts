import { db } from "~/platform/db.server";

import type { SeoRecord } from "./seo-record";

const columns = [
  "pagePath",
  "title",
  "description",
  "keywords",
  "ogImage",
  "canonicalUrl",
  "structuredData",
  "h1Text",
  "imageAltTexts",
  "updatedAt",
  "updatedBy",
] as const;

/** The stored SEO record of a page, with image alt texts as a list; undefined when none. */
export async function getSeoRecord(pagePath: string) {
  const row = await db.selectFrom("seoPages").select(columns).where("pagePath", "=", pagePath).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, imageAltTexts: parseAltTexts(row.imageAltTexts) };
}

/** Every stored record's title and description, for the list of pages. */
export async function listStoredSeoTexts() {
  return db.selectFrom("seoPages").select(["pagePath", "title", "description", "updatedAt", "updatedBy"]).execute();
}

export async function saveSeoRecord(record: SeoRecord, updatedBy: string) {
  const values = {
    title: record.title,
    description: record.description,
    keywords: record.keywords ?? null,
    ogImage: record.ogImage ?? null,
    canonicalUrl: record.canonicalUrl ?? null,
    structuredData: record.structuredData ?? null,
    h1Text: record.h1Text ?? null,
    imageAltTexts: JSON.stringify(record.imageAltTexts),
    updatedAt: new Date().toISOString(),
    updatedBy,
  };
  await db
    .insertInto("seoPages")
    .values({ pagePath: record.pagePath, ...values })
    .onConflict((oc) => oc.column("pagePath").doUpdateSet(values))
    .execute();
}

export async function deleteSeoRecord(pagePath: string) {
  const result = await db.deleteFrom("seoPages").where("pagePath", "=", pagePath).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function parseAltTexts(text: string | null): Array<{ selector: string; alt: string }> {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
