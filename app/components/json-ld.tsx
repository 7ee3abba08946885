import { useContext } from "react";

import { DocumentJsonLd, type DocumentJsonLdTexts } from "~/seo/json-ld";

/**
 * A JSON-LD script element written by the server: `page` is the route's
 * `structuredData` export (the document, root.tsx, renders it on every
 * visitor's page, so a route only exports the function), `stored` the record
 * staff added in the SEO editor. Hydration leaves a script's content alone, so
 * the browser renders the element empty and keeps the server's text without
 * ever receiving it as data or code (React skips comparing it:
 * suppressHydrationWarning). A page with none (an error page) gets an empty
 * object: the element is there on both sides, and still valid JSON.
 */
export function JsonLd({ part }: { part: keyof DocumentJsonLdTexts }) {
  const json = useContext(DocumentJsonLd)[part];
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "{}" }} />
  );
}
