import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { SeoEditor, type SeoEditorData } from "./seo-editor";

/** The SEO editor over a public page with its forms' CSRF token: one module, so root loads it lazily. */
export function PageSeoEditor({ data }: { data: SeoEditorData & { csrfToken: string } }) {
  return (
    <AuthenticityTokenProvider token={data.csrfToken}>
      <SeoEditor data={data} />
    </AuthenticityTokenProvider>
  );
}
