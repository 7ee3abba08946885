import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import { business } from "~/content/business";
import { servicePath, services } from "~/content/services";
import { footerTowns } from "~/content/towns";

import { FormattedPhone, PhoneLink } from "../phone-link";
import { Logo } from "./logo";

const footerLinkClass = "footer-link";

export function SiteFooter() {
  return (
    <footer className="bg-primary-900 text-primary-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm leading-relaxed">
            Family-owned tree care for {business.city} and Central Texas since {business.foundedYear}. Licensed, insured
            and available 24/7 for storm emergencies.
          </p>
          <PhoneLink className="inline-flex items-center gap-2 text-lg font-bold text-white hover:text-secondary-300">
            <Icon name="phone" className="size-5" />
            <FormattedPhone />
          </PhoneLink>
        </div>
        <FooterColumn title="Our Services">
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={servicePath(service)} className={footerLinkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Service Areas">
          {footerTowns.map((area) => (
            <li key={area}>
              <Link to="/service-areas" className={`${footerLinkClass} pin-link`}>
                {`${area}, ${business.state}`}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          <li>
            <Link to="/about" className={footerLinkClass}>
              About Us
            </Link>
          </li>
          <li>
            <Link to="/contact" className={footerLinkClass}>
              Contact &amp; Free Quote
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className={footerLinkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service" className={footerLinkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to="/sitemap" className={footerLinkClass}>
              Sitemap
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-primary-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-primary-200">
          © {new Date().getFullYear()} {business.name}. Licensed &amp; insured tree care in {business.city},{" "}
          {business.state}.
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
