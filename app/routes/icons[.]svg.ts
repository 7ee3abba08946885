import type { LoaderFunctionArgs } from "@remix-run/node";

import { iconPaths, iconsVersion } from "~/content/icons";

/** Every icon once, as symbols that pages draw with <use href="/icons.svg?v=…#name">. */
const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  Object.entries(iconPaths)
    .map(
      ([name, path]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></symbol>`,
    )
    .join("") +
  "</svg>";

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
