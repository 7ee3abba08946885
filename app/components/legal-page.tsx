import type { ReactNode } from "react";

import { PageHero } from "./page-hero";

export const LEGAL_LAST_UPDATED = "January 29, 2025";

/** A readable column of legal text under the page heading. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title}>Last updated {LEGAL_LAST_UPDATED}</PageHero>
      <div className="bg-white">
        <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 leading-relaxed text-stone-800 sm:py-16 [&_a]:font-semibold [&_a]:text-primary-800 [&_a]:underline [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          {children}
        </article>
      </div>
    </>
  );
}
