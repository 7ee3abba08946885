// Only the path matters; the origin is a stand-in that no real target can have.
const SITE = new URL("http://site.invalid");

/**
 * Where a browser on this site ends up for `target`, as a path, or undefined
 * when it would leave the site. The target is resolved the way the URL parser
 * will (tabs and newlines dropped, `\` read as `/`, `.` and `..` applied), and
 * the result is percent-encoded, so it is always a valid Location header.
 */
export function localPath(target: string) {
  if (!target.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `//host` would be read as another site when the browser follows it.
  if (url.origin !== SITE.origin || path.startsWith("//")) return undefined;
  return path;
}

/** A local path to return to; anything that could leave the site falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  return (typeof to === "string" && localPath(to)) || fallback;
}
