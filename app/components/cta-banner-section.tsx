import { Icon } from "~/components/ui/icon";
import { business } from "~/content/business";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { buttonClasses } from "./ui/button-link";
import { StarRating } from "./ui/star-rating";
import { useLocalizedPath, useUiText } from "./use-locale-text";

/** Free quote and call prompt; `quoteHref` is "#contact" on the home page, "/contact" elsewhere. */
export function CtaBannerSection({ quoteHref = "/contact" }: { quoteHref?: string }) {
  const { cta } = useUiText();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="cta-heading" className="bg-primary-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-extrabold sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-primary-100">
            <StarRating rating={business.rating.value} size={4} />
            <span>{cta.rating}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={to(quoteHref)} className={buttonClasses("bright")}>
            {cta.quote}
          </a>
          <PhoneLink className={buttonClasses("ghostLight", "normal-case")}>
            <Icon name="phone" className="size-5" />
            <span>
              {cta.call} <FormattedPhone />
            </span>
          </PhoneLink>
        </div>
      </div>
    </section>
  );
}
