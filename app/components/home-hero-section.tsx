import { Icon } from "~/components/ui/icon";
import { business, ratingSummary } from "~/content/business";
import { splitHeadingLines } from "~/seo/heading";

import { PhoneLink } from "./phone-link";
import { SiteIllustration } from "./site-image";
import { buttonClasses } from "./ui/button-link";

const trustRow = [
  { icon: "calendarCheck", text: `Since ${business.foundedYear}` },
  { icon: "users", text: business.trustClaims.familyOwned },
  { icon: "star", text: `${ratingSummary}` },
  { icon: "badgeCheck", text: business.trustClaims.freeEstimates },
] as const;

export function HomeHeroSection({ heading }: { heading: string }) {
  const lines = splitHeadingLines(heading);
  return (
    <section className="relative overflow-hidden bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-secondary-300">
            {business.serviceAreaLine}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-6xl lg:text-[3.5rem]">
            {lines.map((line, index) => (
              <span key={index}>
                {index > 0 ? " " : null}
                <span className={`block ${index === 1 ? "text-secondary-400" : ""}`}>{line}</span>
              </span>
            ))}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-primary-100 sm:text-xl">
            Licensed &amp; insured certified arborists. 24/7 emergency service, typically on site within{" "}
            {business.emergencyResponse}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className={buttonClasses("bright")}>
              Free Quote
            </a>
            <PhoneLink className={buttonClasses("ghostLight")}>
              <Icon name="phone" className="size-5" />
              Call Now
            </PhoneLink>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 text-sm font-semibold sm:flex sm:flex-wrap">
            {trustRow.map(({ icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon name={icon} className="size-5 text-secondary-400" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <SiteIllustration name="hero" width={640} height={480} className="hidden w-full rounded-2xl lg:block" />
      </div>
    </section>
  );
}
