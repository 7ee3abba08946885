import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { deleteSeoRecord, saveSeoRecord } from "~/seo/seo-records.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { SEO_DELETED_MESSAGE, SEO_SAVED_MESSAGE, pagePathSchema, seoRecordSchema } from "~/seo/seo-record";
import { redirectWithToast } from "~/platform/toast.server";

/** Nothing to show here: the editor lives on each page (?editseo=true). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect("/admin");
}

/** Save or reset a page's SEO record from the editor form, then return to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  const path = pagePathSchema.safeParse(formData.get("pagePath") ?? undefined);
  if (!path.success)
    return redirectWithToast("/", {
      title: "Error: Unknown page",
      variant: "destructive",
    });
  const backToEditor = `${path.data}?editseo=true`;

  if (formData.get("intent") === "delete") {
    const deleted = await deleteSeoRecord(path.data);
    return redirectWithToast(
      backToEditor,
      deleted ? { title: SEO_DELETED_MESSAGE } : { title: "Error: Failed to delete SEO data", variant: "destructive" },
    );
  }

  const parsed = seoRecordSchema.safeParse({
    pagePath: path.data,
    title: formData.get("title") ?? undefined,
    description: formData.get("description") ?? undefined,
    keywords: formData.get("keywords"),
    ogImage: formData.get("ogImage"),
    canonicalUrl: formData.get("canonicalUrl"),
    structuredData: formData.get("structuredData"),
    h1Text: formData.get("h1Text"),
    imageAltTexts: altTextsFrom(formData),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Failed to save SEO data";
    return redirectWithToast(backToEditor, {
      title: `Error: ${message}`,
      variant: "destructive",
    });
  }
  await saveSeoRecord(parsed.data, user.email);
  return redirectWithToast(backToEditor, { title: SEO_SAVED_MESSAGE });
}

/** Pairs the repeated imageSelector / imageAlt fields, keeping rows that have both. */
function altTextsFrom(formData: FormData) {
  const selectors = formData.getAll("imageSelector").map(String);
  const alts = formData.getAll("imageAlt").map(String);
  return selectors
    .map((selector, index) => ({
      selector: selector.trim(),
      alt: (alts[index] ?? "").trim(),
    }))
    .filter((row) => row.selector && row.alt);
}
