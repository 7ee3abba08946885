import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { formatPhone, phoneHref } from "~/platform/phone";

export const handle: PageChromeHandle = { chrome: "personal" };

export const meta: MetaFunction = () => [{ title: "Take this emergency" }, { name: "robots", content: "noindex" }];

// Server code imported where it runs, so the public pages' JavaScript carries none of it.
export async function loader({ params }: LoaderFunctionArgs) {
  const { loadClaimPage } = await import("~/leads/messages/on-call-claims.server");
  const page = await loadClaimPage(params.token ?? "");
  if (!page) throw new Response("This link is not one of ours.", { status: 404 });
  // Formatted here so the phone helpers stay out of the public pages' shared JavaScript.
  return { ...page, call: { href: phoneHref(page.lead.phone), label: formatPhone(page.lead.phone) } };
}

/** "I've got it": the alert stops repeating and the office sees who has it. */
export async function action({ params }: ActionFunctionArgs) {
  const { claimFromLink } = await import("~/leads/messages/on-call-claims.server");
  const claimed = await claimFromLink(params.token ?? "");
  if (!claimed) throw new Response("This link is not one of ours.", { status: 404 });
  return { mine: claimed.mine, holder: claimed.holder };
}

/** The page an on-call alert's link opens (a text's link, on a phone at night): one button, then the number to call. */
export default function OnCallClaimPage() {
  const { lead, holder, call } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const taken = done ? (done.mine ? undefined : done.holder) : holder;
  return (
    <div>
      <PageHero title={`Emergency: ${lead.name}`} />
      <div className="mx-auto max-w-xl space-y-4 px-4 py-8 text-stone-800">
        {done?.mine ? (
          <p role="status" className="text-lg font-semibold">
            You have it. The alert stops repeating.
          </p>
        ) : taken ? (
          <p role="status" className="text-lg font-semibold">
            {taken} has it already.
          </p>
        ) : (
          <Form method="post">
            <button type="submit" className="rounded-md bg-red-800 px-5 py-3 text-lg font-semibold text-white">
              I&apos;ve got it
            </button>
          </Form>
        )}
        <p>
          <a href={call.href} className="text-lg font-semibold text-primary-800 underline">
            Call {call.label}
          </a>
        </p>
        {lead.address ? <p>{lead.address}</p> : null}
      </div>
    </div>
  );
}
