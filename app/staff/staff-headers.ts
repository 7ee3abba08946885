/**
 * Staff screens stay out of search engines and out of every cache, and out of reach of a
 * window another site opened (public pages go without that header: decision 036). Only
 * loaders and `headers` exports use this module, so it never reaches the
 * browser: keep browser code (such as `staffMeta`) out of it, or root, which
 * imports it, would pull that code into a file of its own on every page.
 */
export const staffHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * For routes that export no headers of their own: passes on the staff
 * headers their loaders (and the root's) set, e.g. while a staff
 * screen or the SEO editor is open on a public page.
 */
export const forwardStaffHeaders = ({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}) => {
  const headers = new Headers();
  for (const name of Object.keys(staffHeaders)) {
    const value = loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
