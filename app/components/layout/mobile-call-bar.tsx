import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";

import { PhoneLink } from "../phone-link";

/** Thumb-reach Call / Free Quote bar on phones; the layout leaves room for it at the bottom. */
export function MobileCallBar() {
  return (
    <nav
      aria-label="Call or request a quote"
      data-testid="mobile-call-bar"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t border-primary-950 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] lg:hidden"
    >
      <PhoneLink className="flex min-h-14 items-center justify-center gap-2 bg-primary-800 font-bold text-white">
        <Icon name="phone" className="size-5" />
        Call Now
      </PhoneLink>
      <Link
        to="/contact"
        className="flex min-h-14 items-center justify-center gap-2 bg-secondary-400 font-bold text-primary-950"
      >
        <Icon name="fileText" className="size-5" />
        Free Quote
      </Link>
    </nav>
  );
}
