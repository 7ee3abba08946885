import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { getPageSeo, getPublicPage } from "~/content/pages";
import { getEnv } from "~/platform/env.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import { requireOwner, requireOwnerForm } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";

import { seoEditorSchema } from "./seo-editor-form";
import { pagePathSchema, SEO_DELETED_MESSAGE, SEO_SAVED_MESSAGE } from "./seo-record";
import { deleteSeoRecord, getSeoRecord, saveSeoRecord } from "./seo-records.server";

/** A stored SEO record without its bookkeeping. */
function withoutBookkeeping(record: NonNullable<Awaited<ReturnType<typeof getSeoRecord>>>) {
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, pagePath: _pagePath, ...seo } = record;
  return seo;
}

/** The stored SEO record of the requested page, as the root loader sends it to every page; null: the defaults. */
export async function loadStoredSeo(request: Request) {
  const path = pagePathSchema.safeParse(new URL(request.url).pathname);
  const record = path.success ? await getSeoRecord(path.data) : undefined;
  return record ? withoutBookkeeping(record) : null;
}

export type StoredSeo = ReturnType<typeof withoutBookkeeping>;

/** What the editor shows for a page: the stored record, the defaults, and the heading and images the page renders. */
async function seoEditorPage(path: string) {
  const stored = await getSeoRecord(path);
  const page = getPublicPage(path);
  return {
    path,
    record: stored ? withoutBookkeeping(stored) : null,
    /** When the record was saved: each save or reset starts the form afresh. */
    savedAt: stored?.updatedAt ?? null,
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
export async function loadSeoEditor(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.get("editseo") !== "true") return null;
  await requireOwner(request);
  const { token, headers } = await getCsrfToken(request);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");

  const path = pagePathSchema.parse(url.pathname);
  const close = new URL(url);
  close.searchParams.delete("editseo");
  return {
    headers,
    editor: { ...(await seoEditorPage(path)), closeHref: `${close.pathname}${close.search}`, csrfToken: token },
  };
}

/** The editor on its own staff page (/admin/seo?path=…), where a post without JavaScript comes back with its errors. */
export async function loadStandaloneSeoEditor(request: Request) {
  await requireOwner(request);
  const path = pagePathSchema.safeParse(new URL(request.url).searchParams.get("path") ?? undefined);
  if (!path.success) return null;
  return { ...(await seoEditorPage(path.data)), closeHref: path.data };
}

/** A field can fail two checks with one message (a URL's format and its scheme): say it once. */
const eachMessageOnce = (issues: Array<{ message: string }>) => [...new Set(issues.map((issue) => issue.message))];

/**
 * The editor's post (from the page's editor or /admin/seo): Save or Reset to
 * Defaults, then back to the page with a toast; a refused save answers
 * Conform's result, every field's message and every edit kept.
 */
export async function seoEditorAction(request: Request) {
  const { user, formData } = await requireOwnerForm(request);
  // A post that names no button (Enter in a text box, a script) saves: Save is the editor's default action.
  if (!formData.get("intent")) formData.set("intent", "save");
  const submission = parseWithZod(formData, { schema: seoEditorSchema, formatError: eachMessageOnce });
  if (submission.status !== "success") {
    if (submission.error?.pagePath) {
      return redirectWithToast("/", { title: "Error: Unknown page", variant: "destructive" });
    }
    return data(submission.reply(), { status: 400 });
  }
  const { pagePath } = submission.value;
  const backToPage = `${pagePath}?editseo=true`;
  if (submission.value.intent === "delete") {
    return (await deleteSeoRecord(pagePath))
      ? redirectWithToast(backToPage, { title: SEO_DELETED_MESSAGE })
      : redirectWithToast(backToPage, { title: "Error: Failed to delete SEO data", variant: "destructive" });
  }
  const { intent: _intent, newImageAlt, ...record } = submission.value;
  // The page's own heading is not an override: the field shows it, and saving it as-is keeps the default.
  const ownHeading = getPublicPage(pagePath)?.heading;
  await saveSeoRecord(
    {
      ...record,
      h1Text: record.h1Text === ownHeading ? null : record.h1Text,
      imageAltTexts: newImageAlt ? [...record.imageAltTexts, newImageAlt] : record.imageAltTexts,
    },
    user.email,
  );
  return redirectWithToast(backToPage, { title: SEO_SAVED_MESSAGE });
}
