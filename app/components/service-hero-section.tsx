import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/services";
import { usePageHeading } from "~/seo/seo-overrides";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { SiteImage } from "./site-image";
import { useUiText } from "./use-locale-text";

/** Storm damage visitors see the 24/7 number before anything else. */
export function EmergencyCallBand() {
  const text = useUiText().service;
  return (
    <div className="bg-red-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-2 font-bold">
          <Icon name="siren" className="size-5" />
          {text.emergencyBand}
        </p>
        <PhoneLink className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 text-lg font-extrabold text-red-800 hover:bg-red-50">
          <Icon name="phone" className="size-5" />
          <span>
            {text.call247} <FormattedPhone />
          </span>
        </PhoneLink>
      </div>
    </div>
  );
}

export function ServiceHeroSection({ service }: { service: Service }) {
  const heading = usePageHeading(service.title);
  const text = useUiText().service;
  return (
    <section className="bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary-400 text-primary-950">
            <Icon name={service.icon} className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-prose text-lg text-primary-100">{service.description}</p>
          <p className="mt-3 text-sm font-semibold text-secondary-300">{text.trustLine}</p>
        </div>
        <SiteImage
          src={service.image}
          alt={service.imageAlt}
          width={480}
          height={320}
          className="hidden w-full rounded-2xl bg-primary-50 lg:block"
        />
      </div>
    </section>
  );
}
