import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { localeFromRequest } from "~/content/locale";
import { fillText } from "~/content/ui-text";

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.texts.title }] : []),
  { name: "robots", content: "noindex" },
];

// Server code imported where it runs (as the unsubscribe page does): the Spanish twin adds no browser file.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadConfirmPage } = await import("~/leads/messages/email-confirmation.server");
  return loadConfirmPage(request, params.token ?? "");
}

// The loader's: a visitor's own page is never stored, by the browser or the page cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Only the button confirms: opening the link (a mail scanner's GET) records nothing. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { confirmEmailByToken } = await import("~/leads/messages/email-confirmation.server");
  const { visitorPageText } = await import("~/content/visitor-pages.server");
  const confirmed = await confirmEmailByToken(params.token ?? "");
  if (!confirmed) throw new Response(visitorPageText[localeFromRequest(request)].confirm.invalid, { status: 404 });
  return confirmed;
}

/** Its address is in the lead's language (/confirm/… or /es/confirmar/…), so its words and the site's frame agree. */
export default function ConfirmEmailPage() {
  const { email, confirmed, visitPath, locale, texts: say } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const shown = done?.email ?? (confirmed ? email : null);
  return (
    <div lang={locale}>
      <PageHero title={say.title} />
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-stone-800">
        {shown ? (
          <>
            <p role="status" className="text-lg font-semibold">
              {fillText(say.done, { email: shown })}
            </p>
            {visitPath ? (
              <p>
                <Link to={visitPath} className="font-semibold text-primary-800 underline">
                  {say.visitLink}
                </Link>
              </p>
            ) : null}
          </>
        ) : email ? (
          <Form method="post" className="space-y-4">
            <p className="text-lg">{fillText(say.ask, { email })}</p>
            <button
              type="submit"
              className="w-full rounded-md bg-primary-800 px-5 py-3 font-semibold text-white hover:bg-primary-900 sm:w-auto"
            >
              {fillText(say.button, { email })}
            </button>
            <p className="text-sm text-stone-600">{say.notYou}</p>
          </Form>
        ) : (
          <p>{say.invalid}</p>
        )}
      </div>
    </div>
  );
}
