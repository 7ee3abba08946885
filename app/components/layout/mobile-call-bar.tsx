import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";

import { PhoneLink } from "../phone-link";
import { useLocalizedPath, useUiText } from "../use-locale-text";

/** Thumb-reach Call / Free Quote bar on phones; the layout leaves room for it at the bottom. */
export function MobileCallBar() {
  const { callBar } = useUiText();
  const to = useLocalizedPath();
  return (
    <nav aria-label={callBar.label} data-testid="mobile-call-bar" className="call-bar">
      <PhoneLink className="call-bar-call">
        <Icon name="phone" className="size-5" />
        {callBar.call}
      </PhoneLink>
      <Link to={to("/contact")} className="call-bar-quote">
        <Icon name="fileText" className="size-5" />
        {callBar.quote}
      </Link>
    </nav>
  );
}
