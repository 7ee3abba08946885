/**
 * A change made to the HTML that React and Remix render, by matching its
 * text. It depends on their markup, so a patch that stops matching (after an
 * upgrade, say) must say so: once in the log, where the start-up check of
 * the home page and `npm test` see it, never silently.
 */
export interface HtmlPatch<Args extends unknown[] = []> {
  name: string;
  /** What visitors lose while the patch does not match. */
  lost: string;
  /** The patched page, or undefined when the markup the patch expects is not there. */
  patch(html: string, ...args: Args): string | undefined;
}

const reported = new Set<string>();

/** The patched page, or undefined (and one warning per patch) when the patch no longer matches. */
export function applyHtmlPatch<Args extends unknown[]>(htmlPatch: HtmlPatch<Args>, html: string, ...args: Args) {
  const patched = htmlPatch.patch(html, ...args);
  if (patched === undefined && !reported.has(htmlPatch.name)) {
    reported.add(htmlPatch.name);
    console.warn(`HTML patch "${htmlPatch.name}" no longer matches the rendered page: ${htmlPatch.lost}.`);
  }
  return patched;
}
