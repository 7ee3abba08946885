import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Icon } from "~/components/kit";
import { StaffTime } from "~/components/staff/staff-time";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "~/seo/seo-fields";
import { listPagesSeo, type PageSeoSummary } from "~/seo/seo-pages.server";
import { requireOwner } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";

import { LengthRatingBadge } from "./length-rating";

export const meta: MetaFunction = () => staffMeta("Pages");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { pages: await listPagesSeo() };
}

export default function PagesPage() {
  const { pages } = useLoaderData<typeof loader>();
  const outside = pages.filter((page) => page.title.rating !== "ok" || page.description.rating !== "ok").length;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Pages</h1>
        <p className="mt-1 text-sm text-stone-700">
          Every public page with the title and description search engines see. Guidance: titles {TITLE_GUIDE.min}-
          {TITLE_GUIDE.max} characters, descriptions {DESCRIPTION_GUIDE.min}-{DESCRIPTION_GUIDE.max}.{" "}
          {outside === 0
            ? "All pages are within it."
            : `${outside} of ${pages.length} pages have a title or description outside it.`}
        </p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2">
        {pages.map((page) => (
          <PageCard key={page.path} page={page} />
        ))}
      </ul>
    </div>
  );
}

function PageCard({ page }: { page: PageSeoSummary }) {
  const headingId = `page-${page.path.replace(/\W+/g, "-")}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="page-seo"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {page.name}
          </h2>
          <Link to={page.path} className="break-all text-sm text-primary-800 underline">
            {page.path}
          </Link>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${
            page.custom ? "bg-secondary-100 text-secondary-900" : "bg-stone-200 text-stone-800"
          }`}
        >
          {page.custom ? "Custom" : "Default"}
        </span>
      </div>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">Title</dt>
          <dd className="text-stone-900">{page.title.text}</dd>
          <dd>
            <LengthRatingBadge length={page.title.text.length} rating={page.title.rating} guide={TITLE_GUIDE} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">Description</dt>
          <dd className="text-stone-900">{page.description.text}</dd>
          <dd>
            <LengthRatingBadge
              length={page.description.text.length}
              rating={page.description.rating}
              guide={DESCRIPTION_GUIDE}
            />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <p className="text-xs text-stone-700">
          {page.custom ? (
            <>
              Changed <StaffTime iso={page.custom.updatedAt} />
              {page.custom.updatedBy ? ` by ${page.custom.updatedBy}` : null}
            </>
          ) : (
            "Uses the site's default SEO."
          )}
        </p>
        <Link
          to={`${page.path}?editseo=true`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-primary-800 px-4 text-sm font-semibold text-white hover:bg-primary-900"
        >
          <Icon name="pencil" className="size-4" />
          Edit SEO<span className="sr-only"> of {page.name}</span>
        </Link>
      </div>
    </li>
  );
}
