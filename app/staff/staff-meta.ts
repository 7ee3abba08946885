import type { MetaDescriptor } from "@remix-run/node";

/** A staff screen's title and robots meta (its headers say the same: staff-headers.ts). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Staff | Waco Tree Service` }, { name: "robots", content: "noindex, nofollow" }];
}
