/** The spam trap's time stamp in a page's quote form, which a browser sends back untouched. */
export function spamTrapStamp(html: string) {
  return /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
}
