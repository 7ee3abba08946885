import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/page-hero";
import { unsubscribePageText as say } from "~/reviews/review-messages";
import { unsubscribeAddress, unsubscribeByToken } from "~/reviews/review-responses.server";

export const meta: MetaFunction = () => [{ title: say.title }, { name: "robots", content: "noindex" }];

export function loader({ params }: LoaderFunctionArgs) {
  return { email: unsubscribeAddress(params.token ?? "") ?? null };
}

/** The page's button, and mail apps' one-click unsubscribe (RFC 8058), post here. */
export async function action({ params }: ActionFunctionArgs) {
  const email = await unsubscribeByToken(params.token ?? "");
  if (!email) throw new Response(say.invalid, { status: 404 });
  return { unsubscribed: email };
}

export default function UnsubscribePage() {
  const { email } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <>
      <PageHero title={say.title} />
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-stone-800">
        {done ? (
          <p role="status" className="text-lg font-semibold">
            {say.done(done.unsubscribed)}
          </p>
        ) : email ? (
          <Form method="post" className="space-y-4">
            <p className="text-lg">{say.ask(email)}</p>
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
    </>
  );
}
