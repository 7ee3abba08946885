import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { Icon } from "~/components/ui/icon";

import { PhoneLink } from "../phone-link";
import { buttonClasses, ButtonLink } from "../ui/button-link";
import { useLocalizedPath, useServices, useUiText } from "../use-locale-text";
import { Logo } from "./logo";
import { mainNavLinks } from "./nav-links";
import { TopBar } from "./top-bar";

// Each link's look for the current page comes from its aria-current="page" (tailwind.css).
const desktopLinkClass = "nav-link";

/** The main navigation's links in the page's language. */
function useNavLinks() {
  const { nav } = useUiText();
  const to = useLocalizedPath();
  return mainNavLinks.map((link) => ({ to: to(link.to), label: nav[link.label] }));
}

export function SiteHeader() {
  const { nav } = useUiText();
  return (
    // Sticky on wide screens; phones get the sticky call bar at the bottom instead.
    <header className="relative z-40 border-b border-stone-200 bg-white lg:sticky lg:top-0">
      <TopBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <DesktopNav />
        <div className="hidden items-center gap-2 lg:flex">
          <ButtonLink to="/contact" variant="accent">
            {nav.freeQuote}
          </ButtonLink>
          <PhoneLink className={buttonClasses("primary")}>
            <Icon name="phone" className="size-4" />
            {nav.callNow}
          </PhoneLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

function DesktopNav() {
  const { nav } = useUiText();
  const services = useServices();
  const [home, about, ...rest] = useNavLinks();
  const to = useLocalizedPath();
  const servicesMenu = useRef<HTMLLIElement>(null);

  // After a client-side navigation from the menu, let it close even though the link keeps focus.
  useAfterNavigation(() => {
    if (servicesMenu.current?.contains(document.activeElement)) {
      (document.activeElement as HTMLElement).blur();
    }
  });

  // Escape closes the menu for keyboard users.
  useEffect(() => {
    const menu = servicesMenu.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu?.contains(document.activeElement)) {
        (document.activeElement as HTMLElement).blur();
      }
    };
    menu?.addEventListener("keydown", onKeyDown);
    return () => menu?.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <nav aria-label={nav.main} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {[home!, about!].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={desktopLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li ref={servicesMenu} className="group relative">
          <NavLink to={to("/services")} className={desktopLinkClass}>
            {nav.services}
            <Icon
              name="chevronDown"
              className="size-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180"
            />
          </NavLink>
          {/* Opens on hover and keyboard focus with CSS alone, so it works before JavaScript loads. */}
          <div className="services-dropdown">
            <ul className="rounded-lg border border-stone-200 bg-white p-2 shadow-xl" data-testid="services-menu">
              {services.map((service) => (
                <li key={service.slug}>
                  <NavLink to={service.path} className="menu-link">
                    {service.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {rest.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={desktopLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const mobileLinkClass = "mobile-link";

/** A details/summary disclosure: opens and closes without JavaScript. */
function MobileMenu() {
  const { nav } = useUiText();
  const services = useServices();
  const links = useNavLinks();
  const to = useLocalizedPath();
  const details = useRef<HTMLDetailsElement>(null);

  // Close on every navigation, including a tap on the current page's link.
  useAfterNavigation(() => {
    if (details.current) details.current.open = false;
  });

  return (
    <details ref={details} className="group lg:hidden">
      <summary className="menu-button">
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="x" className="hidden size-5 group-open:block" />
        <span>{nav.menu}</span>
      </summary>
      <nav aria-label={nav.mobile} className="mobile-nav">
        <ul className="space-y-1">
          {links.slice(0, 2).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={mobileLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={to("/services")} className={mobileLinkClass}>
              {nav.services}
            </NavLink>
            <ul className="ml-3 border-l-2 border-primary-100 pl-2">
              {services.map((service) => (
                <li key={service.slug}>
                  <NavLink to={service.path} className={mobileLinkClass}>
                    {service.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {links.slice(2).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <ButtonLink to="/contact" variant="accent">
            {nav.freeQuote}
          </ButtonLink>
          <PhoneLink className={buttonClasses("primary")}>
            <Icon name="phone" className="size-4" />
            {nav.call}
          </PhoneLink>
        </div>
      </nav>
    </details>
  );
}

/**
 * Runs after each client-side navigation (a new location, even to the same
 * page), not when the app starts: on a visitor's page the app starts on their
 * first tap or key, which may be the one that opened a menu.
 */
function useAfterNavigation(onNavigate: () => void) {
  const location = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (location === shown.current) return;
    shown.current = location;
    onNavigate();
  }, [location, onNavigate]);
}
