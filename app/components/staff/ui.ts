/** Compact, touch-sized controls shared by the staff screens. */
export const staffControl =
  "block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/40";

export const staffLabel = "mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-700";

export function staffButton(variant: "primary" | "secondary" | "danger" | "confirm-danger" = "primary", extra = "") {
  const variants = {
    primary: "bg-primary-800 text-white hover:bg-primary-900 disabled:bg-stone-400",
    secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-100",
    danger: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
    "confirm-danger": "bg-red-700 text-white hover:bg-red-800",
  };
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}
