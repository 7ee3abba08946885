import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { locales } from "~/content/locale";
import { visitorPageText } from "~/content/visitor-pages.server";
import { followReviewLink } from "~/reviews/review-responses.server";

/** A review email's link: recorded on the lead's timeline, then on to the review page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const target = await followReviewLink(params.token ?? "");
  if (!target) {
    // No language is known here (a forged token names no lead): the refusal says it in both.
    const refusal = locales.map((locale) => visitorPageText[locale].reviewLinkInvalid).join("\n");
    throw new Response(refusal, { status: 404 });
  }
  return redirect(target, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
