import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";

import { FormattedPhone, GeneralErrorBoundary, Icon, PageHero, PhoneLink } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { business } from "~/content/business";
import { fillText } from "~/content/ui-text";

import type { VisitQuestion } from "./visit-page.server";

// The thank-you's offer is loaded lazily, and this page takes its picker from the same module: a
// static import would put the picker in a chunk of its own, one file over the public pages'
// budget (decision 017). Server-rendered as usual.
const WindowPicker = lazy(() =>
  import("~/components/visits/visit-offer").then((module) => ({ default: module.WindowPicker })),
);

// Server code imported where it runs, not at the top: a top-level server import is an empty
// module that this route and its Spanish twin would share, one more file for the browser to load.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadVisitPage } = await import("./visit-page.server");
  return loadVisitPage(request, params.token);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { visitPageAction } = await import("./visit-page.server");
  return visitPageAction(request, params.token, context.clientKey);
}

// The loader's: a visitor's own page is never stored, by the browser or the page cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.pageTitle} | ${business.name}` : business.name },
  { name: "robots", content: "noindex" },
];

const callButton =
  "flex min-h-14 w-full items-center justify-center gap-2 rounded-md bg-secondary-700 px-6 py-3 text-lg font-bold text-white hover:bg-secondary-800";

/**
 * The visitor's own page for their estimate visit: book, move or cancel, without an account.
 * Its address is in the lead's language (/visit/… or /es/visita/…), so its words and the site's frame agree.
 */
export default function VisitPage() {
  const { locale, texts, callOnly, selfBooking, won, visit, cancelled, windows } = useLoaderData<typeof loader>();
  const reply = useActionData<SubmissionResult<string[]> | { question: VisitQuestion }>();
  // Its own address, whichever language it is in.
  const action = useLocation().pathname;
  const question = reply && "question" in reply ? reply.question : null;
  const refusal = reply && "error" in reply ? reply.error?.[""]?.[0] : undefined;
  // An answer on this address (a question, a refusal) is not a new page, so the browser stays
  // where the tap was; the answer is at the top (a redirect's page opens there by itself).
  useEffect(() => {
    if (reply) window.scrollTo(0, 0);
  }, [reply]);
  return (
    <div lang={locale}>
      <PageHero title={texts.pageTitle} />
      <div className="bg-white">
        {question ? (
          <AskFirst question={question} action={action} keep={texts.keepVisit} />
        ) : (
          <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
            {refusal ? (
              <p role="alert" className="rounded-md border border-amber-600 bg-amber-50 p-3 font-medium text-amber-900">
                {refusal}
              </p>
            ) : null}

            {callOnly ? (
              <section className="space-y-3">
                <h2 className="text-xl font-bold text-stone-900">{callOnly}</h2>
                <PhoneLink className={callButton}>
                  <Icon name="phone" className="size-5" /> {texts.call} <FormattedPhone />
                </PhoneLink>
              </section>
            ) : visit ? (
              <section
                aria-labelledby="visit-booked-heading"
                className="space-y-3 rounded-lg border border-primary-300 bg-primary-50 p-4"
                data-testid="visit-booked"
              >
                <h2
                  id="visit-booked-heading"
                  className="flex items-center gap-2 text-2xl font-extrabold text-primary-900"
                >
                  <Icon name="check" className="size-7 text-primary-700" /> {texts.bookedHeading}
                </h2>
                <p className="text-lg font-semibold text-stone-900">{visit.label}</p>
                <p className="text-stone-700">{texts.bookedIntro}</p>
                <p className="text-stone-700">{texts.calendarNote}</p>
              </section>
            ) : cancelled ? (
              <section aria-labelledby="visit-cancelled-heading" className="space-y-2" data-testid="visit-cancelled">
                <h2 id="visit-cancelled-heading" className="text-2xl font-extrabold text-stone-900">
                  {texts.cancelledHeading}
                </h2>
                <p className="text-lg text-stone-700 line-through">{cancelled.label}</p>
              </section>
            ) : null}

            {visit ? (
              <section aria-labelledby="visit-cancel-heading" className="space-y-3">
                <h2 id="visit-cancel-heading" className="text-xl font-bold text-stone-900">
                  {texts.cancelHeading}
                </h2>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="cancel" />
                  <button
                    type="submit"
                    className="min-h-12 rounded-md border-2 border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
                  >
                    {texts.cancelButton}
                  </button>
                </Form>
              </section>
            ) : null}

            {!callOnly && selfBooking && windows.length ? (
              <section aria-labelledby="visit-windows-heading" className="space-y-3">
                <h2 id="visit-windows-heading" className="text-xl font-bold text-stone-900">
                  {visit ? texts.moveHeading : cancelled ? texts.bookAgain : texts.offerHeading}
                </h2>
                <Suspense fallback={null}>
                  <WindowPicker
                    windows={windows}
                    action={action}
                    intent={visit ? "move" : "book"}
                    buttonLabel={(when) => fillText(visit ? texts.moveButton : texts.bookButton, { when })}
                    dayHeading="h3"
                  />
                </Suspense>
              </section>
            ) : !callOnly && !visit ? (
              <p className="text-stone-800">
                {won ? texts.wonNoVisit : selfBooking ? texts.offerNone : texts.selfBookingOff}
              </p>
            ) : null}

            {!callOnly ? (
              <PhoneLink className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline">
                <Icon name="phone" className="size-5" /> <FormattedPhone />
              </PhoneLink>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** A move or a cancel asks first, alone on the page: "Yes" posts it, "No" goes back to the visit. */
function AskFirst({ question, action, keep }: { question: VisitQuestion; action: string; keep: string }) {
  return (
    <section
      aria-labelledby="visit-ask-heading"
      className="mx-auto max-w-2xl space-y-4 px-4 py-10"
      data-testid="visit-ask"
    >
      <h2 id="visit-ask-heading" className="text-2xl font-extrabold text-stone-900">
        {question.question}
      </h2>
      {question.detail ? <p className="text-lg font-semibold text-stone-900">{question.detail}</p> : null}
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={question.intent} />
        <input type="hidden" name="confirmed" value="yes" />
        {question.slot
          ? Object.entries(question.slot).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))
          : null}
        <button
          type="submit"
          className={`min-h-12 rounded-md px-5 py-2 font-semibold text-white ${question.intent === "cancel" ? "bg-red-700 hover:bg-red-800" : "bg-primary-700 hover:bg-primary-800"}`}
        >
          {question.yes}
        </button>
        <Link to={action} className="inline-flex min-h-12 items-center px-2 font-semibold text-primary-800 underline">
          {keep}
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
