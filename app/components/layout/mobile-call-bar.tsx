import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";

import { PhoneLink } from "../phone-link";
import { useLocalizedPath, useUiText } from "../use-locale-text";

/** Thumb-reach Call / Free Quote bar on phones; the layout leaves room for it at the bottom. */
export function MobileCallBar() {
  const { callBar } = useUiText();
  const to = useLocalizedPath();
  return (
    <nav
      aria-label={callBar.label}
      data-testid="mobile-call-bar"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t border-primary-950 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] lg:hidden"
    >
      <PhoneLink className="flex min-h-14 items-center justify-center gap-2 bg-primary-800 font-bold text-white">
        <Icon name="phone" className="size-5" />
        {callBar.call}
      </PhoneLink>
      <Link
        to={to("/contact")}
        className="flex min-h-14 items-center justify-center gap-2 bg-secondary-400 px-2 text-center font-bold leading-tight text-primary-950"
      >
        <Icon name="fileText" className="size-5" />
        {callBar.quote}
      </Link>
    </nav>
  );
}
