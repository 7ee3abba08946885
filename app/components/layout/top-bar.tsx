import { Icon } from "~/components/ui/icon";

import { FormattedPhone, PhoneLink } from "../phone-link";
import { useUiText } from "../use-locale-text";
import { LanguageSwitch } from "./language-switch";

export function TopBar() {
  const { topBar } = useUiText();
  return (
    <div className="bg-primary-950 text-xs text-white sm:text-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:gap-4">
        {/* On a phone the icons give way and the text is smaller: the emergency line, the language switch and the number share one row. */}
        <p className="flex min-w-0 items-center gap-2 font-semibold text-secondary-300">
          <Icon name="clock" className="hidden size-4 sm:block" />
          {topBar.emergency}
        </p>
        <p className="hidden md:block">{topBar.serviceArea}</p>
        <p className="hidden items-center gap-2 lg:flex">
          <Icon name="shieldCheck" className="size-4 text-secondary-300" />
          {topBar.licensed}
        </p>
        <div className="flex items-center gap-3 sm:gap-4">
          <LanguageSwitch />
          <PhoneLink className="flex items-center gap-2 whitespace-nowrap font-bold hover:text-secondary-300">
            <Icon name="phone" className="hidden size-4 sm:block" />
            <FormattedPhone />
          </PhoneLink>
        </div>
      </div>
    </div>
  );
}
