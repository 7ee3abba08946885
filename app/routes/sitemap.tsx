import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { PageStructuredData } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { catalogPage, publicPages, type PublicPage } from "~/content/pages";
import { pageMeta } from "~/seo/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

const groups: { group: PublicPage["group"]; title: string }[] = [
  { group: "main", title: "Main Pages" },
  { group: "services", title: "Tree Services" },
  { group: "legal", title: "Legal" },
];

export default function SitemapPage() {
  return (
    <>
      <PageStructuredData breadcrumbs={[{ name: "Sitemap", path: "/sitemap" }]} />
      <PageHero title={catalogPage("/sitemap").heading}>Every page of our website in one place.</PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-3 sm:py-16">
        {groups.map(({ group, title }) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-bold text-primary-900">
              {title}
            </h2>
            <ul className="mt-4 space-y-1">
              {publicPages
                .filter((page) => page.group === group)
                .map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      className="inline-block py-1.5 font-semibold text-primary-800 underline underline-offset-4"
                    >
                      {page.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
