import { Link } from "@remix-run/react";
import { ArrowRight, CircleCheck } from "lucide-react";

import { servicePath, type Service } from "~/content/services";
import { SiteImage } from "./site-image";

/** A service with its first three features and a Learn More link; the image is optional. */
export function ServiceCard({ service, withImage = false }: { service: Service; withImage?: boolean }) {
  const Icon = service.icon;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
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
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-800 text-secondary-300">
            <Icon aria-hidden className="size-5" />
          </span>
          <h3 className="text-xl font-bold text-primary-900">{service.title}</h3>
        </div>
        <p className="mt-3 leading-relaxed text-stone-700">{service.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-stone-800">
          {service.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary-700" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to={servicePath(service)}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-bold text-primary-800 underline-offset-4 hover:underline"
        >
          Learn More<span className="sr-only"> about {service.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
