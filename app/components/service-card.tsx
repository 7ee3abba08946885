import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import { fillText } from "~/content/ui-text";
import { useRootData } from "~/platform/remix/root-data";
import type { StormRootData } from "~/storm/storm-root";

import { SiteImage } from "./site-image";
import { type LocalizedService, useUiText } from "./use-locale-text";

/** A service with its first three features and a Learn More link; the image is optional. */
export function ServiceCard({
  service,
  highlights,
  withImage = false,
}: {
  service: LocalizedService;
  highlights: readonly string[];
  withImage?: boolean;
}) {
  const { servicesGrid } = useUiText();
  // The emergency service promises no usual arrival time while storm mode is on.
  const stormPromise = useRootData<StormRootData>().storm?.promise;
  return (
    <article className="card flex flex-col overflow-hidden">
      {withImage ? (
        <SiteImage
          src={service.image}
          alt={service.imageAlt}
          width={480}
          height={320}
          loading="lazy"
          className="aspect-[3/2] w-full bg-primary-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="icon-badge size-11 shrink-0">
            <Icon name={service.icon} className="size-5" />
          </span>
          <h3 className="card-title">{service.title}</h3>
        </div>
        <p className="card-text">{(service.emergency && stormPromise) || service.description}</p>
        <ul className="check-items mt-4">
          {highlights.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Link to={service.path} className="more-link mt-6 self-start">
          {servicesGrid.learnMore}
          <span className="sr-only">{fillText(servicesGrid.learnMoreAbout, { service: service.title })}</span>
        </Link>
      </div>
    </article>
  );
}
