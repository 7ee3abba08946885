import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { followReviewLink } from "~/reviews/review-responses.server";

/** A review email's link: recorded on the lead's timeline, then on to the review page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const target = await followReviewLink(params.token ?? "");
  if (!target) throw new Response("This review link is not valid.", { status: 404 });
  return redirect(target, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
