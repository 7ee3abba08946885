import type { LoaderFunctionArgs } from "@remix-run/node";

import { spanishTextsFile } from "~/content/locale-data.server";

/** The Spanish pages' words (content/locale-data.server.ts), fetched once by a Spanish page as it starts. */
export function loader({ request }: LoaderFunctionArgs) {
  const current = new URL(request.url).searchParams.get("v") === spanishTextsFile.version;
  return new Response(spanishTextsFile.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // The versioned URL never changes content; any other is the current words, briefly.
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
