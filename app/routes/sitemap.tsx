import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage, type PublicPage, publicPages } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

/** The public pages in the sitemap page's own language. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const text = pageText[locale].sitemap;
  const groups: { group: PublicPage["group"]; title: string }[] = [
    { group: "main", title: text.main },
    { group: "services", title: text.services },
    { group: "legal", title: text.legal },
  ];
  return {
    pages: publicPages.filter((page) => page.locale === locale).map(({ path, name, group }) => ({ path, name, group })),
    heading: localizedPage("/sitemap", locale).heading,
    intro: text.intro,
    groups,
  };
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/sitemap", locale);

export default function SitemapPage() {
  const { heading, pages, intro, groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>{intro}</PageHero>
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
