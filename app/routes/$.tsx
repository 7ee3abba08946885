import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary, NotFoundPage } from "~/components/kit";
import { business } from "~/content/business";
import { englishUiText, type LocaleRootData } from "~/content/ui-text";
import { rootDataFromMatches } from "~/platform/remix/root-data";

// Every unknown path lands here and answers with a real 404 inside the site shell.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => [
  {
    title: `${(rootDataFromMatches<LocaleRootData>(matches).spanish?.uiText ?? englishUiText).errors.notFoundTitle} | ${business.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
