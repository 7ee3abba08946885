/** Compact, touch-sized controls shared by the staff screens. */
export const staffControl =
  "block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/40";

export const staffLabel = "mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-700";

/** Each written out whole, so Tailwind finds and keeps them. */
const buttonVariants = {
  primary: "staff-btn-primary",
  secondary: "staff-btn-secondary",
  danger: "staff-btn-danger",
  "confirm-danger": "staff-btn-confirm-danger",
};

/** A staff button's classes (app/tailwind.css); `extra` utilities win over the button's own. */
export function staffButton(variant: keyof typeof buttonVariants = "primary", extra = "") {
  return `staff-btn ${buttonVariants[variant]} ${extra}`;
}
