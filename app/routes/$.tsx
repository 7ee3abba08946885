import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, isRouteErrorResponse } from "@remix-run/react";

import { GeneralErrorBoundary, NotFoundPage } from "~/components/kit";
import { business } from "~/content/business";
import { localeFromRequest } from "~/content/locale";

// Every unknown path lands here and answers with a real 404 inside the site shell, titled in its language.
export async function loader({ request }: LoaderFunctionArgs) {
  // Imported here, not at the top: a top-level server import is an empty module the browser would load.
  const { notFoundTitle } = await import("~/content/locale-data.server");
  throw data({ title: `${notFoundTitle(localeFromRequest(request))} | ${business.name}` }, { status: 404 });
}

export const meta: MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) ? (error.data as { title: string }).title : business.name },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
