import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";

import { GeneralErrorBoundary, PageHero } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { business } from "~/content/business";
import { fillText } from "~/content/ui-text";

// Server code imported where it runs, so this route and its Spanish twin share no empty module.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadEstimatePage } = await import("./estimate-page.server");
  return loadEstimatePage(request, params.token);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { estimatePageAction } = await import("./estimate-page.server");
  return estimatePageAction(request, params.token, context.clientIp);
}

// The loader's: a customer's own page is never stored, by the browser or the page cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.pageTitle} | ${business.name}` : business.name },
  { name: "robots", content: "noindex" },
];

const primaryButton = "btn min-h-12 w-full bg-primary-700 text-base text-white hover:bg-primary-800";
const quietButton = "btn min-h-12 border-2 border-stone-400 text-stone-900 hover:bg-stone-50";
const box = "w-full rounded-md border border-stone-400 px-3 py-2 text-base text-stone-900";

/**
 * The customer's estimate: the work line by line, optional lines to tick (the total follows
 * as they tick with JavaScript, and on "Update total" without it), then Accept with their
 * name, Decline, or Ask for changes. Every answer is a plain form post.
 */
export default function EstimatePage() {
  const { locale, texts, standing, say, estimate, accepted } = useLoaderData<typeof loader>();
  const reply = useActionData<{ ticked: number[]; refusal: string | null; signerName: string }>();
  const action = useLocation().pathname;
  const [ticked, setTicked] = useState<number[]>(reply?.ticked ?? []);
  // The boxes are the browser's: one ticked before the page's script started stays ticked, and the total follows it.
  const answer = useRef<HTMLFormElement>(null);
  const readTicked = () => setTicked(new FormData(answer.current!).getAll("optional").map(Number));
  useEffect(readTicked, []);
  const open = standing === "sent" || standing === "viewed";
  const shown = accepted?.ticked ?? ticked;
  const chosen = [...shown].sort((a, b) => a - b).join(",");
  const totals = estimate.totals[chosen] ?? estimate.totals[""]!;
  const hasOptional = estimate.lines.some((line) => line.optional);
  return (
    <div lang={locale}>
      <PageHero title={texts.pageTitle} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
        <Standing say={say} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
          {estimate.facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>

        <Form method="post" action={action} className="space-y-6" id="estimate-answer" ref={answer}>
          <ol className="divide-y divide-stone-200 rounded-lg border border-stone-300" aria-label={texts.line}>
            {estimate.lines.map((line, index) => (
              <li key={index} className="space-y-1 p-4">
                <p className="font-semibold text-stone-900">
                  {line.description}
                  {line.area ? <span className="font-normal text-stone-700">{` → ${line.area}`}</span> : null}
                </p>
                {line.photos.map((photo) => (
                  <a key={photo.href} href={photo.href}>
                    <img src={photo.thumbnail} alt={photo.alt} className="mr-2 inline size-24 rounded" />
                  </a>
                ))}
                <p className="flex justify-between gap-3 text-stone-700">
                  <span>{`${line.price}${line.taxable ? ` (${texts.taxable})` : ""}`}</span>
                  <span className="font-semibold text-stone-900">{line.amount}</span>
                </p>
                {line.optional ? (
                  <label className="flex min-h-11 items-center gap-3 font-semibold text-primary-900">
                    <input
                      type="checkbox"
                      name="optional"
                      value={index}
                      disabled={!open}
                      defaultChecked={shown.includes(index)}
                      onChange={readTicked}
                      className="size-6"
                    />
                    {texts.optional}
                  </label>
                ) : null}
              </li>
            ))}
          </ol>

          <dl className="space-y-1 text-stone-800" aria-live="polite">
            {[
              [texts.subtotal, totals.subtotal],
              [estimate.taxLabel, totals.tax],
              [texts.total, totals.total],
            ].map(([label, value], index) => (
              <div key={label} className={`flex justify-between gap-3 ${index === 2 ? "text-xl font-extrabold" : ""}`}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {open && hasOptional ? (
            <noscript>
              <button type="submit" name="intent" value="total" className={quietButton}>
                {texts.updateTotal}
              </button>
            </noscript>
          ) : null}

          {open ? (
            <section aria-labelledby="accept-heading" className="space-y-3 rounded-lg bg-primary-50 p-4">
              <h2 id="accept-heading" className="text-xl font-bold text-stone-900">
                {texts.acceptHeading}
              </h2>
              {reply?.refusal ? (
                <p
                  role="alert"
                  className="rounded-md border border-amber-600 bg-amber-50 p-3 font-medium text-amber-900"
                >
                  {reply.refusal}
                </p>
              ) : null}
              <label className="block space-y-1">
                <span className="font-semibold text-stone-900">{texts.signerName}</span>
                <input name="signerName" autoComplete="name" defaultValue={reply?.signerName} className={box} />
              </label>
              <SignaturePad label={texts.drawHeading} clearLabel={texts.clearDrawing} />
              <label className="flex items-start gap-3 text-stone-900">
                <input type="checkbox" name="agree" className="mt-1 size-6 shrink-0" />
                <span>{texts.agree}</span>
              </label>
              <button type="submit" name="intent" value="accept" className={primaryButton}>
                {fillText(texts.acceptButton, { total: totals.total })}
              </button>
            </section>
          ) : null}
        </Form>

        <Terms heading={texts.terms} blocks={estimate.terms} />
        <a
          href={`${action}/pdf`}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          {texts.downloadPdf}
        </a>
        {/* Ask for changes, or decline: one message box, two buttons (the message is the request, or the reason). */}
        {open ? (
          <Form method="post" action={action} className="space-y-2">
            <h2 className="text-lg font-bold text-stone-900">{texts.changesHeading}</h2>
            <label className="block space-y-1">
              <span>{texts.changesMessage}</span>
              <textarea name="message" rows={3} className={box} />
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="changes" className={quietButton}>
                {texts.changesButton}
              </button>
              <button type="submit" name="intent" value="decline" className={quietButton}>
                {texts.declineButton}
              </button>
            </div>
          </Form>
        ) : null}
        <p className="break-all text-xs text-stone-600">
          {texts.contentHash}: {estimate.contentSha256}
        </p>
      </div>
    </div>
  );
}

/** What became of the estimate, first on the page (the loader's words): accepted, declined, replaced, expired… */
function Standing({ say }: { say: { heading: string; next: string; tone: string } | null }) {
  if (!say) return null;
  return (
    <section role="status" className={`space-y-1 rounded-lg border-2 p-4 ${say.tone}`}>
      <h2 className="text-xl font-extrabold text-stone-900">{say.heading}</h2>
      <p className="text-stone-800">{say.next}</p>
    </section>
  );
}

/** The terms, then each Texas notice that applies, each boxed (the loader's words). */
function Terms({ heading, blocks }: { heading: string; blocks: Array<{ key: string; title: string; text: string }> }) {
  return (
    <section aria-label={heading} className="space-y-2 text-sm text-stone-800">
      {blocks.map((block) => (
        <div key={block.key} className="space-y-1 rounded-md border border-stone-400 p-3">
          <h2 className="text-base font-bold text-stone-900">{block.title}</h2>
          <p className="whitespace-pre-wrap">{block.text}</p>
        </div>
      ))}
    </section>
  );
}

/** Where a finger or a mouse signs, once the page runs (./draw-signature.ts); the typed name signs without JavaScript. */
function SignaturePad({ label, clearLabel }: { label: string; clearLabel: string }) {
  const pad = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void import("./draw-signature").then(({ drawSignature }) => drawSignature(pad.current, label, clearLabel));
  }, [label, clearLabel]);
  return <div ref={pad} className="space-y-2" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
