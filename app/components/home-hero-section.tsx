import { Icon } from "~/components/ui/icon";
import { splitHeadingLines } from "~/seo/heading";

import { PhoneLink } from "./phone-link";
import { SiteIllustration } from "./site-image";
import { buttonClasses } from "./ui/button-link";
import { useUiText } from "./use-locale-text";

export function HomeHeroSection({ heading }: { heading: string }) {
  const { topBar, hero } = useUiText();
  const lines = splitHeadingLines(heading);
  const trustRow = [
    { icon: "calendarCheck", text: hero.since },
    { icon: "users", text: hero.familyOwned },
    { icon: "star", text: hero.rating },
    { icon: "badgeCheck", text: hero.freeEstimates },
  ] as const;
  return (
    <section className="relative overflow-hidden bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-secondary-300">{topBar.serviceArea}</p>
          <h1 className="mt-3 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-6xl lg:text-[3.5rem]">
            {lines.map((line, index) => (
              <span key={index}>
                {index > 0 ? " " : null}
                <span className={`block ${index === 1 ? "text-secondary-400" : ""}`}>{line}</span>
              </span>
            ))}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-primary-100 sm:text-xl">{hero.promise}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className={buttonClasses("bright")}>
              {hero.freeQuote}
            </a>
            <PhoneLink className={buttonClasses("ghostLight")}>
              <Icon name="phone" className="size-5" />
              {hero.callNow}
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
