/** A local path to return to; anything else (other hosts, `//evil`, `/\evil`) falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin/leads") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\r\n\t]/.test(to)) return fallback;
  return to;
}
