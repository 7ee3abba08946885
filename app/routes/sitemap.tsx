import { Link, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import { type PublicPage, publicPages } from "~/content/pages";
import { catalogPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/sitemap");

export function loader() {
  return {
    pages: publicPages.map(({ path, name, group }) => ({ path, name, group })),
    heading: page.heading,
  };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

const groups: { group: PublicPage["group"]; title: string }[] = [
  { group: "main", title: "Main Pages" },
  { group: "services", title: "Tree Services" },
  { group: "legal", title: "Legal" },
];

export default function SitemapPage() {
  const { heading, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>Every page of our website in one place.</PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-3 sm:py-16">
        {groups.map(({ group, title }) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-bold text-primary-900">
              {title}
            </h2>
            <ul className="mt-4 space-y-1">
              {pages
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
