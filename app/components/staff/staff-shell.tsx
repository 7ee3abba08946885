import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Icon } from "~/components/kit";
import { business } from "~/content/business";
import type { StaffFrame } from "~/leads/pipeline/staff-frame.server";

import { DeliveryAlertBanner } from "./delivery-alert-banner";

export type { StaffFrame };

type StaffLink = {
  to: string;
  label: string;
  end?: boolean;
  ownerOnly?: boolean;
  onPhone?: boolean;
  /** Shown only while storm mode is on. */
  storm?: boolean;
  /** On a phone during a storm it folds into the menu, so that Storm fits the bar in its place. */
  foldsInStorm?: boolean;
};

/** Home, Leads, Visits and Settings stay in the bar on a phone; the rest fold into its menu. */
const staffLinks: StaffLink[] = [
  { to: "/admin", label: "Home", end: true, onPhone: true },
  { to: "/admin/storm", label: "Storm", onPhone: true, storm: true },
  { to: "/admin/leads", label: "Leads", onPhone: true },
  { to: "/admin/visits", label: "Visits", onPhone: true, foldsInStorm: true },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/form-fills", label: "Form Fills", end: true },
  { to: "/admin/settings", label: "Settings", ownerOnly: true, onPhone: true },
  { to: "/admin/pages", label: "Pages", ownerOnly: true },
  { to: "/admin/staff", label: "Staff" },
];

// Narrower on the smallest phones: Home, Leads, Visits, Settings and Menu fit one row at 360 px.
const linkClass =
  "inline-flex min-h-10 items-center rounded px-1.5 hover:bg-white/10 hover:text-white min-[400px]:px-2.5";

function StaffNavLink({ link }: { link: StaffLink }) {
  return (
    <NavLink
      to={link.to}
      end={link.end}
      className={({ isActive }) =>
        `${linkClass} ${isActive ? "bg-white/15 font-semibold text-white" : "text-primary-100"}`
      }
    >
      {link.label}
    </NavLink>
  );
}

function SignOutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <AuthenticityTokenInput />
      <button type="submit" className="min-h-10 rounded border border-white/60 px-3 font-semibold hover:bg-white/10">
        Sign out
      </button>
    </Form>
  );
}

/**
 * The frame of every staff screen: one line of header (on a phone: Home,
 * Leads, Settings and a menu for the rest, no JavaScript needed), the alert
 * banner when lead alerts fail, and the page below. Signed out (the sign-in
 * page) it only names the area and links back to the site. Needs an
 * AuthenticityTokenProvider above it for the sign-out form.
 */
export function StaffShell({ staff, children }: { staff: StaffFrame | null; children: ReactNode }) {
  const links = staffLinks
    .filter((link) => (!link.ownerOnly || staff?.role === "owner") && (!link.storm || staff?.stormOn))
    .map((link) => (staff?.stormOn && link.foldsInStorm ? { ...link, onPhone: false } : link));
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="bg-primary-950 text-sm text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-x-2 px-2 py-1 sm:gap-x-3 sm:px-4 sm:py-2">
          <Link
            to={staff ? "/admin" : "/admin/login"}
            className="inline-flex min-h-10 shrink-0 items-center gap-1.5 px-1 font-semibold"
          >
            <Icon name="lockKeyhole" className="size-4" />
            <span className={staff ? "hidden lg:inline" : undefined}>{business.name} staff</span>
            {staff ? <span className="sr-only lg:hidden">{business.name} staff home</span> : null}
          </Link>
          {staff ? (
            <>
              <nav aria-label="Staff" className="flex min-w-0 flex-1 items-center">
                <ul className="flex">
                  {links.map((link) => (
                    <li key={link.to} className={link.onPhone ? undefined : "hidden sm:block"}>
                      <StaffNavLink link={link} />
                    </li>
                  ))}
                  <li className="hidden sm:block">
                    <Link to="/" className={`${linkClass} gap-1 text-primary-100`}>
                      View site
                      <Icon name="arrowUpRight" className="size-4" />
                    </Link>
                  </li>
                </ul>
                <details className="relative ml-auto sm:hidden">
                  <summary className={`${linkClass} cursor-pointer list-none gap-1 text-primary-100`}>
                    <Icon name="menu" className="size-4" />
                    Menu
                  </summary>
                  <div className="absolute right-0 z-30 mt-1 w-56 space-y-1 rounded-md bg-primary-950 p-2 shadow-lg">
                    <ul>
                      {links
                        .filter((link) => !link.onPhone)
                        .map((link) => (
                          <li key={link.to}>
                            <StaffNavLink link={link} />
                          </li>
                        ))}
                      <li>
                        <Link to="/" className={`${linkClass} gap-1 text-primary-100`}>
                          View site
                          <Icon name="arrowUpRight" className="size-4" />
                        </Link>
                      </li>
                    </ul>
                    <p className="truncate px-2.5 text-xs text-primary-100">{staff.email}</p>
                    <SignOutButton />
                  </div>
                </details>
              </nav>
              <div className="ml-auto hidden min-w-0 items-center gap-3 sm:flex">
                <span className="hidden min-w-0 truncate text-primary-100 xl:inline" title={staff.email}>
                  {staff.email}
                </span>
                <SignOutButton />
              </div>
            </>
          ) : (
            <Link to="/" className={`${linkClass} ml-auto gap-1 text-primary-100`}>
              Back to the site
              <Icon name="arrowUpRight" className="size-4" />
            </Link>
          )}
        </div>
      </header>
      {staff?.alert ? <DeliveryAlertBanner alert={staff.alert} isOwner={staff.role === "owner"} /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
