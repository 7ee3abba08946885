import { useContext } from "react";

import { DocumentJsonLd } from "~/seo/json-ld";

/**
 * The page's JSON-LD (its route's `structuredData` export), written by the
 * server; the document (root.tsx) renders it on every visitor's page, so a
 * route only exports the function. Hydration leaves a script's content alone,
 * so the browser renders the element empty and keeps the server's text without
 * ever receiving it as data (React skips comparing it: suppressHydrationWarning).
 * A page with none (an error page) gets an empty object: the element is there
 * on both sides, and still valid JSON.
 */
export function JsonLd() {
  const json = useContext(DocumentJsonLd);
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "{}" }} />
  );
}
