import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "@remix-run/react";

import { NotFoundPage, ServerErrorPage } from "./error-page";

type StatusHandler = (error: ErrorResponse) => React.ReactNode;

/**
 * The one error boundary: routes pass what they show for the statuses they
 * throw (a 404 for an unknown service, a 403 for an expired staff form);
 * any other 404 is the site's Not Found page and anything else the generic
 * error page, never a stack trace.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  unexpectedError = () => <ServerErrorPage />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  unexpectedError?: () => React.ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return handler(error);
    if (error.status === 404) return <NotFoundPage />;
  } else {
    console.error(error);
  }
  return unexpectedError();
}
