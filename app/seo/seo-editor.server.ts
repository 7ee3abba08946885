import { getPageSeo, getPublicPage } from "~/content/pages";
import { getEnv } from "~/platform/env.server";
import type { FieldErrors } from "~/platform/forms";
import { requireStaff } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";

import { pagePathSchema, seoRecordSchema } from "./seo-record";
import { deleteSeoRecord, getSeoRecord, saveSeoRecord } from "./seo-records.server";

/** A page's stored SEO record without its bookkeeping; null when the page uses its defaults. */
async function getStoredSeo(path: string) {
  const record = await getSeoRecord(path);
  if (!record) return null;
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, pagePath: _pagePath, ...seo } = record;
  return seo;
}

/** The stored SEO record of the requested page, as the root loader sends it to every page. */
export async function loadStoredSeo(request: Request) {
  const path = pagePathSchema.safeParse(new URL(request.url).pathname);
  return path.success ? getStoredSeo(path.data) : null;
}

export type StoredSeo = NonNullable<Awaited<ReturnType<typeof getStoredSeo>>>;

/** What the editor shows for a page: the stored record, the defaults, and the heading and images the page renders. */
function seoEditorPage(path: string, record: StoredSeo | null) {
  const page = getPublicPage(path);
  return {
    path,
    record,
    defaults: { ...getPageSeo(path), canonicalUrl: `${getEnv().SITE_URL}${path === "/" ? "/" : path}` },
    heading: page?.heading ?? null,
    images: page?.images ?? [],
  };
}

/**
 * With ?editseo=true: the editor's data for a signed-in staff member (others
 * are sent to sign-in), and the headers that keep the page out of caches and
 * search results. Null when the editor was not asked for.
 */
export async function loadSeoEditor(request: Request, stored: StoredSeo | null) {
  const url = new URL(request.url);
  if (url.searchParams.get("editseo") !== "true") return null;
  await requireStaff(request);
  const { token, headers } = await getCsrfToken(request);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");

  const path = pagePathSchema.parse(url.pathname);
  const close = new URL(url);
  close.searchParams.delete("editseo");
  return {
    headers,
    editor: { ...seoEditorPage(path, stored), closeHref: `${close.pathname}${close.search}`, csrfToken: token },
  };
}

/** The editor on its own staff page (/admin/seo?path=…), where a post without JavaScript comes back with its errors. */
export async function loadStandaloneSeoEditor(request: Request) {
  await requireStaff(request);
  const path = pagePathSchema.safeParse(new URL(request.url).searchParams.get("path") ?? undefined);
  if (!path.success) return null;
  return { ...seoEditorPage(path.data, await getStoredSeo(path.data)), closeHref: path.data };
}

/** The form's fields as typed, so an editor sent back with errors shows every edit. */
function draftFrom(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "");
  const selectors = formData.getAll("imageSelector").map(String);
  const alts = formData.getAll("imageAlt").map(String);
  return {
    title: text("title"),
    description: text("description"),
    keywords: text("keywords"),
    ogImage: text("ogImage"),
    canonicalUrl: text("canonicalUrl"),
    structuredData: text("structuredData"),
    h1Text: text("h1Text"),
    // Rows with both a selector and an alt text; an empty alt keeps the image's own.
    imageAltTexts: selectors
      .map((selector, index) => ({ selector: selector.trim(), alt: (alts[index] ?? "").trim() }))
      .filter((row) => row.selector && row.alt),
  };
}

export type SeoEditorDraft = ReturnType<typeof draftFrom>;

/** What the editor sends back when a save is refused: messages per field and the draft as typed. */
export interface SeoEditorRejection {
  errors: FieldErrors;
  draft: SeoEditorDraft;
}

export type SeoEditorOutcome =
  | { status: "unknown-page" }
  | { status: "saved" | "deleted" | "not-deleted"; path: string }
  | ({ status: "invalid"; path: string } & SeoEditorRejection);

/** Save or reset a page's SEO record from the editor form, validated here (the form sets noValidate). */
export async function submitSeoEditor(formData: FormData, staffEmail: string): Promise<SeoEditorOutcome> {
  const path = pagePathSchema.safeParse(formData.get("pagePath") ?? undefined);
  if (!path.success) return { status: "unknown-page" };

  if (formData.get("intent") === "delete") {
    return { status: (await deleteSeoRecord(path.data)) ? "deleted" : "not-deleted", path: path.data };
  }

  const draft = draftFrom(formData);
  const parsed = seoRecordSchema.safeParse({ ...draft, pagePath: path.data });
  if (!parsed.success) {
    // A field can fail two checks with one message (a URL's format and its scheme): say it once.
    const errors = Object.fromEntries(
      Object.entries(parsed.error.flatten().fieldErrors).map(([field, messages]) => [field, [...new Set(messages)]]),
    );
    return { status: "invalid", path: path.data, errors, draft };
  }
  // The page's own heading is not an override: the field shows it, and saving it as-is keeps the default.
  const ownHeading = getPublicPage(path.data)?.heading;
  const h1Text = parsed.data.h1Text === ownHeading ? null : parsed.data.h1Text;
  await saveSeoRecord({ ...parsed.data, h1Text }, staffEmail);
  return { status: "saved", path: path.data };
}
