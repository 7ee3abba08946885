import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { GeneralErrorBoundary, PageHero } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { business } from "~/content/business";

// Server code imported where it runs, so this route and its Spanish twin share no empty module.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadJobPage } = await import("./job-page.server");
  return loadJobPage(request, params.token);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { jobPageAction } = await import("./job-page.server");
  return jobPageAction(request, params.token);
}

// The loader's: a customer's own page is never stored.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.words.pageTitle} | ${business.name}` : business.name },
  { name: "robots", content: "noindex" },
];

const box = "w-full rounded-md border border-stone-400 px-3 py-2 text-base text-stone-900";

/**
 * After a yes: the signature, what happens next and when, then the booked day, or a day that
 * suits the customer and a note for the crew (a plain form post, no JavaScript needed).
 */
export default function JobPage() {
  const { locale, words, signed, booked, wished, wish, firstDay, estimatePath } = useLoaderData<typeof loader>();
  const reply = useActionData<{ refusal: string }>();
  const action = useLocation().pathname;
  return (
    <div lang={locale}>
      <PageHero title={words.pageTitle} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-stone-800">
        {/* The day asked for is said here, where the post comes back to (#job-status), not under the fold. */}
        <section
          id="job-status"
          role="status"
          className="scroll-mt-4 space-y-1 rounded-lg border-2 border-primary-700 bg-primary-50 p-4"
        >
          <h2 className="text-xl font-extrabold text-stone-900">{words.heading}</h2>
          <p>{signed}</p>
          {booked ? (
            <p>{booked}</p>
          ) : wished ? (
            <p className="font-semibold text-stone-900">{wished}</p>
          ) : (
            <p>{words.next}</p>
          )}
        </section>
        {booked ? null : (
          <Form method="post" action={action} className="space-y-3">
            <h2 className="text-lg font-bold text-stone-900">{wished ? words.change : words.ask}</h2>
            {reply ? (
              <p role="alert" className="rounded-md border border-amber-600 bg-amber-50 p-3 font-medium text-amber-900">
                {reply.refusal}
              </p>
            ) : null}
            <label className="block space-y-1">
              <span className="font-semibold text-stone-900">{words.day}</span>
              <input type="date" name="day" min={firstDay} defaultValue={wish.on} className={box} />
            </label>
            <label className="block space-y-1">
              <span>{words.note}</span>
              <textarea name="note" rows={3} maxLength={500} defaultValue={wish.note} className={box} />
            </label>
            <button
              type="submit"
              className="btn min-h-12 w-full bg-primary-700 text-base text-white hover:bg-primary-800"
            >
              {words.send}
            </button>
          </Form>
        )}
        <a href={estimatePath} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
          {words.estimateLink}
        </a>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
