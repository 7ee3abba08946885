import type { ReactNode } from "react";

import { usePageHeading } from "~/seo/seo-overrides";

/** The heading band at the top of inner pages. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  const heading = usePageHeading(title);
  return (
    <section className="bg-primary-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        {children ? <div className="mt-4 max-w-prose text-lg text-primary-100">{children}</div> : null}
      </div>
    </section>
  );
}
