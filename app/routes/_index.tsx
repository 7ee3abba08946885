import type { MetaFunction } from "@remix-run/node";

import { PhoneLink } from "~/components/phone-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { business } from "~/content/business";

export const meta: MetaFunction = () => [
  { title: `Tree Removal & Tree Service in Waco, TX | ${business.name}` },
];

export default function HomePage() {
  return (
    <section className="bg-primary-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          <span className="block">Expert Tree Removal</span>{" "}
          <span className="block text-secondary-400">Services in</span>{" "}
          <span className="block">Waco, TX</span>
        </h1>
        <p className="mt-6 max-w-prose text-lg text-primary-100">
          Licensed &amp; insured certified arborists. 24/7 emergency service with a typical{" "}
          {business.emergencyResponse} response.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="bright">
            Free Quote
          </ButtonLink>
          <PhoneLink className={buttonClasses("ghostLight")}>Call Now</PhoneLink>
        </div>
      </div>
    </section>
  );
}
