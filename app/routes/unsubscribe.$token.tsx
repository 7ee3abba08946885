import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { localeFromRequest } from "~/content/locale";
import { fillText } from "~/content/ui-text";

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.texts.title }] : []),
  { name: "robots", content: "noindex" },
];

// Server code imported where it runs, not at the top: a top-level server import is an empty
// module that this route and its Spanish twin would share, one more file for the browser to load.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadUnsubscribePage } = await import("~/reviews/review-responses.server");
  return loadUnsubscribePage(request, params.token ?? "");
}

// The loader's: a visitor's own page is never stored, by the browser or the page cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The page's button, and mail apps' one-click unsubscribe (RFC 8058), post here. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { unsubscribeByToken } = await import("~/reviews/review-responses.server");
  const { visitorPageText } = await import("~/content/visitor-pages.server");
  const email = await unsubscribeByToken(params.token ?? "");
  // A token that is not ours names no lead, so no language: the address's.
  if (!email) throw new Response(visitorPageText[localeFromRequest(request)].unsubscribe.invalid, { status: 404 });
  return { unsubscribed: email };
}

/** Its address is in the lead's language (/unsubscribe/… or /es/baja/…), so its words and the site's frame agree. */
export default function UnsubscribePage() {
  const { email, locale, texts: say } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <div lang={locale}>
      <PageHero title={say.title} />
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-stone-800">
        {done ? (
          <p role="status" className="text-lg font-semibold">
            {fillText(say.done, { email: done.unsubscribed })}
          </p>
        ) : email ? (
          <Form method="post" className="space-y-4">
            <p className="text-lg">{fillText(say.ask, { email })}</p>
            <button
              type="submit"
              className="rounded-md bg-primary-800 px-5 py-3 font-semibold text-white hover:bg-primary-900"
            >
              {say.button}
            </button>
          </Form>
        ) : (
          <p>{say.invalid}</p>
        )}
      </div>
    </div>
  );
}
