import { useContext } from "react";

import { DocumentJsonLd } from "~/seo/json-ld";

/**
 * The page's JSON-LD (its route's `structuredData` export), written by the
 * server. Hydration leaves a script's content alone, so the browser renders
 * the element empty and keeps the server's text without ever receiving it as
 * data (React skips comparing it: suppressHydrationWarning).
 */
export function JsonLd() {
  const json = useContext(DocumentJsonLd);
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "" }} />
  );
}
