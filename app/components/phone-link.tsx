import type { ComponentPropsWithoutRef } from "react";

import { formatPhone, phoneHref } from "~/platform/phone";
import { useSiteSettings } from "~/staff/site-settings";

/** The site's phone number as (XXX) XXX-XXXX, never broken across lines. */
export function FormattedPhone() {
  const { phoneNumber } = useSiteSettings();
  return <span className="whitespace-nowrap">{formatPhone(phoneNumber)}</span>;
}

/** Click-to-call link to the site's phone number; children default to the formatted number. */
export function PhoneLink({ children, ...props }: Omit<ComponentPropsWithoutRef<"a">, "href">) {
  const { phoneNumber } = useSiteSettings();
  return (
    <a href={phoneHref(phoneNumber)} {...props}>
      {children ?? formatPhone(phoneNumber)}
    </a>
  );
}
