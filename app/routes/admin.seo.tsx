import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { SeoEditor } from "~/components/seo/seo-editor";
import { loadStandaloneSeoEditor, seoEditorAction } from "~/seo/seo-editor.server";
import { staffMeta } from "~/staff/staff-meta";

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
  return seoEditorAction(request);
}

export default function StandaloneSeoEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="px-4">
      <SeoEditor data={editor} lastResult={lastResult} standalone />
    </div>
  );
}
