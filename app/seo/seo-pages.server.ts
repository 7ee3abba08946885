import { publicPages } from "~/content/pages";

import { resolveSeo } from "./page-seo.server";
import { DESCRIPTION_GUIDE, rateLength, TITLE_GUIDE } from "./seo-fields";
import { listStoredSeoTexts } from "./seo-records.server";

/**
 * Every public page of the catalog with the title and description it shows
 * now (the stored override when there is one), rated against the guidance.
 */
export async function listPagesSeo() {
  const stored = new Map((await listStoredSeoTexts()).map((record) => [record.pagePath, record]));
  return publicPages.map((page) => {
    const record = stored.get(page.path);
    const { title, description } = resolveSeo({ path: page.path, defaults: page.seo, siteUrl: "", overrides: record });
    return {
      path: page.path,
      name: page.name,
      title: { text: title, rating: rateLength(title.length, TITLE_GUIDE) },
      description: { text: description, rating: rateLength(description.length, DESCRIPTION_GUIDE) },
      custom: record ? { updatedAt: record.updatedAt, updatedBy: record.updatedBy } : null,
    };
  });
}

export type PageSeoSummary = Awaited<ReturnType<typeof listPagesSeo>>[number];
