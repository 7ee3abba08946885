import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { staffMeta } from "~/components/kit";
import { SeoEditor } from "~/components/seo/seo-editor";
import { redirectWithToast } from "~/platform/toast.server";
import { loadStandaloneSeoEditor, type SeoEditorRejection, submitSeoEditor } from "~/seo/seo-editor.server";
import { SEO_DELETED_MESSAGE, SEO_SAVED_MESSAGE } from "~/seo/seo-record";
import { requireStaffForm } from "~/staff/auth.server";

export const meta: MetaFunction = () => staffMeta("SEO Editor");

/**
 * The editor lives on each page (?editseo=true) and posts here. This page
 * shows it on its own (?path=/about) for a post without JavaScript that comes
 * back with errors, every edit kept.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await loadStandaloneSeoEditor(request);
  if (!editor) throw redirect("/admin/pages");
  return editor;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  const outcome = await submitSeoEditor(formData, user.email);
  switch (outcome.status) {
    case "unknown-page":
      return redirectWithToast("/", { title: "Error: Unknown page", variant: "destructive" });
    case "invalid":
      return data<SeoEditorRejection>({ errors: outcome.errors, draft: outcome.draft }, { status: 400 });
    case "saved":
      return redirectWithToast(`${outcome.path}?editseo=true`, { title: SEO_SAVED_MESSAGE });
    case "deleted":
      return redirectWithToast(`${outcome.path}?editseo=true`, { title: SEO_DELETED_MESSAGE });
    case "not-deleted":
      return redirectWithToast(`${outcome.path}?editseo=true`, {
        title: "Error: Failed to delete SEO data",
        variant: "destructive",
      });
  }
}

export default function StandaloneSeoEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  return (
    <div className="px-4">
      <SeoEditor data={editor} rejection={rejection} standalone />
    </div>
  );
}
