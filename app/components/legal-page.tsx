import { PageHero } from "./page-hero";

/** A legal page: a readable column of its document's text (legal-text.server.tsx) under the page heading. */
export function LegalPage({
  title,
  html,
  lastUpdated,
}: {
  title: string;
  /** The document as HTML, made by the route's loader. */
  html: string;
  /** The line under the heading that dates the text. */
  lastUpdated: string;
}) {
  return (
    <>
      <PageHero title={title}>{lastUpdated}</PageHero>
      <div className="bg-white">
        <article
          className="mx-auto max-w-3xl space-y-4 px-4 py-12 leading-relaxed text-stone-800 sm:py-16 [&_a]:font-semibold [&_a]:text-primary-800 [&_a]:underline [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  );
}
