import { serializeJsonLd } from "~/seo/json-ld";

/** JSON-LD a loader built, printed so that no text in it can close its script tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
