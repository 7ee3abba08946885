import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import { business } from "~/content/business";
import { footerTowns } from "~/content/towns";
import { fillText } from "~/content/ui-text";
import { LANDING_PIXEL } from "~/leads/intake/first-touch";

import { FormattedPhone, PhoneLink } from "../phone-link";
import { useLocalizedPath, useServices, useUiText } from "../use-locale-text";
import { Logo } from "./logo";

const footerLinkClass = "footer-link";

const companyLinks = [
  ["/about", "about"],
  ["/contact", "contact"],
  ["/privacy-policy", "privacy"],
  ["/terms-of-service", "terms"],
  ["/sitemap", "sitemap"],
] as const;

export function SiteFooter() {
  const { footer } = useUiText();
  const to = useLocalizedPath();
  const services = useServices();
  return (
    <footer className="bg-primary-900 text-primary-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm leading-relaxed">{footer.blurb}</p>
          <PhoneLink className="inline-flex items-center gap-2 text-lg font-bold text-white hover:text-secondary-300">
            <Icon name="phone" className="size-5" />
            <FormattedPhone />
          </PhoneLink>
        </div>
        <FooterColumn title={footer.services}>
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={service.path} className={footerLinkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={footer.areas}>
          {footerTowns.map((area) => (
            <li key={area}>
              <Link to={to("/service-areas")} className={`${footerLinkClass} pin-link`}>
                {`${area}, ${business.state}`}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={footer.company}>
          {companyLinks.map(([path, label]) => (
            <li key={path}>
              <Link to={to(path)} className={footerLinkClass}>
                {footer[label]}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-primary-800">
        <img src={LANDING_PIXEL} alt="" hidden />
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-primary-200">
          {fillText(footer.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </div>
  );
}
