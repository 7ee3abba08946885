import { Link, type LinkProps } from "@remix-run/react";

import { useLocalizedPath } from "../use-locale-text";

const variants = {
  primary: "bg-primary-800 text-white hover:bg-primary-900",
  accent: "bg-secondary-700 text-white hover:bg-secondary-800",
  bright: "bg-secondary-400 text-primary-950 hover:bg-secondary-300",
  outline: "border-2 border-primary-800 text-primary-900 hover:bg-primary-50",
  ghostLight: "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * A button's classes: `btn` (tailwind.css) and the variant's colours, then `extra`,
 * which wins over both (a utility beats a component class).
 */
export function buttonClasses(variant: ButtonVariant = "primary", extra = "") {
  return `btn ${variants[variant]}${extra ? ` ${extra}` : ""}`;
}

/** A link that looks like a button; a page's path leads to that page in the current page's language. */
export function ButtonLink({ variant, className, to, ...props }: LinkProps & { variant?: ButtonVariant }) {
  const localized = useLocalizedPath();
  return (
    <Link className={buttonClasses(variant, className)} to={typeof to === "string" ? localized(to) : to} {...props} />
  );
}
