import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Icon } from "~/components/kit";
import { business } from "~/content/business";

const staffLinks = [
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/form-fills", label: "Form Fills", end: true },
  // The settings forms sit at the bottom of Form Fills Management (SPEC §2).
  { to: "/admin/form-fills#settings", label: "Settings" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/staff", label: "Staff" },
];

const linkClass = "inline-flex min-h-10 items-center rounded px-2.5 hover:bg-white/10 hover:text-white";

/**
 * The frame of every staff screen: a compact header with the staff navigation
 * (it wraps on a phone, no JavaScript needed) and the page below it. Signed
 * out (the sign-in page) it only names the area and links back to the site.
 * Needs an AuthenticityTokenProvider above it for the sign-out form.
 */
export function StaffShell({ staffEmail, children }: { staffEmail: string | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="bg-primary-950 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
          <Link
            to={staffEmail ? "/admin/leads" : "/admin/login"}
            className="inline-flex min-h-10 items-center gap-1.5 font-semibold"
          >
            <Icon name="lockKeyhole" className="size-4" />
            {business.name} staff
          </Link>
          {staffEmail ? (
            <nav aria-label="Staff" className="order-last w-full sm:order-none sm:w-auto">
              <ul className="-mx-2.5 flex flex-wrap">
                {staffLinks.map((link) => (
                  <li key={link.to}>
                    {link.to.includes("#") ? (
                      <Link to={link.to} className={`${linkClass} text-primary-100`}>
                        {link.label}
                      </Link>
                    ) : (
                      <NavLink
                        to={link.to}
                        end={link.end}
                        className={({ isActive }) =>
                          `${linkClass} ${isActive ? "bg-white/15 font-semibold text-white" : "text-primary-100"}`
                        }
                      >
                        {link.label}
                      </NavLink>
                    )}
                  </li>
                ))}
                <li>
                  <Link to="/" className={`${linkClass} gap-1 text-primary-100`}>
                    View site
                    <Icon name="arrowUpRight" className="size-4" />
                  </Link>
                </li>
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {staffEmail ? (
              <>
                <span className="hidden min-w-0 truncate text-primary-100 md:inline" title={staffEmail}>
                  {staffEmail}
                </span>
                <Form method="post" action="/admin/logout">
                  <AuthenticityTokenInput />
                  <button
                    type="submit"
                    className="min-h-10 rounded border border-white/60 px-3 font-semibold hover:bg-white/10"
                  >
                    Sign out
                  </button>
                </Form>
              </>
            ) : (
              <Link to="/" className={`${linkClass} gap-1 text-primary-100`}>
                Back to the site
                <Icon name="arrowUpRight" className="size-4" />
              </Link>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
