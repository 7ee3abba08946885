import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import type { ServiceCardData } from "~/content/service-details";
import { servicePath } from "~/content/services";

import { SiteImage } from "./site-image";

/** A service with its first three features and a Learn More link; the image is optional. */
export function ServiceCard({ service, withImage = false }: { service: ServiceCardData; withImage?: boolean }) {
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
          <h3 className="text-xl font-bold text-primary-900">{service.title}</h3>
        </div>
        <p className="mt-3 leading-relaxed text-stone-700">{service.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-stone-800">
          {service.highlights.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Icon name="circleCheck" className="mt-0.5 size-4 shrink-0 text-secondary-700" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to={servicePath(service)}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-bold text-primary-800 underline-offset-4 hover:underline"
        >
          Learn More<span className="sr-only"> about {service.title}</span>
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
