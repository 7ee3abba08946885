import type { LoaderFunctionArgs } from "@remix-run/node";

import { iconSprite, iconsVersion } from "~/content/icons";

const sprite = iconSprite();

export function loader({ request }: LoaderFunctionArgs) {
  const current = new URL(request.url).searchParams.get("v") === iconsVersion;
  return new Response(sprite, {
    headers: {
      "Content-Type": "image/svg+xml",
      // The versioned URL never changes content; any other is the current sprite, briefly.
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
