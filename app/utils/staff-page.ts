/** Staff screens stay out of search engines and out of every cache. */
export const staffHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

export function staffMeta(title: string) {
  return [{ title: `${title} | Staff | Waco Tree Service` }, { name: "robots", content: "noindex, nofollow" }];
}
