import { getPageSeo } from "~/content/pages";
import { getSeoRecord } from "./seo-records.server";

import { requireStaff } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { getEnv } from "~/platform/env.server";
import { pagePathSchema } from "./seo-record";

/** The stored SEO record of the requested page, as the root loader sends it to every page. */
export async function loadStoredSeo(request: Request) {
  const path = pagePathSchema.safeParse(new URL(request.url).pathname);
  if (!path.success) return null;
  const record = await getSeoRecord(path.data);
  if (!record) return null;
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, pagePath: _pagePath, ...seo } = record;
  return seo;
}

export type StoredSeo = NonNullable<Awaited<ReturnType<typeof loadStoredSeo>>>;

/**
 * With ?editseo=true: the editor's data for a signed-in staff member (others
 * are sent to sign-in), and the headers that keep the page out of caches and
 * search results. Null when the editor was not asked for.
 */
export async function loadSeoEditor(request: Request, stored: Awaited<ReturnType<typeof loadStoredSeo>>) {
  const url = new URL(request.url);
  if (url.searchParams.get("editseo") !== "true") return null;
  await requireStaff(request);
  const { token, headers } = await getCsrfToken(request);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");

  const path = pagePathSchema.parse(url.pathname);
  const close = new URL(url);
  close.searchParams.delete("editseo");
  const defaults = getPageSeo(path);
  return {
    headers,
    editor: {
      path,
      closeHref: `${close.pathname}${close.search}`,
      csrfToken: token,
      record: stored,
      defaults: { ...defaults, canonicalUrl: `${getEnv().SITE_URL}${path === "/" ? "/" : path}` },
    },
  };
}
