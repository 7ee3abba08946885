import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { Icon } from "~/components/kit";
import { staffMeta } from "~/staff/staff-meta";

import type { BuilderReply } from "./builder.server";
import { EstimateBuilder } from "./estimate-builder";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `Estimate for ${data.lead.name}` : "Lead not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { loadBuilder } = await import("./builder.server");
  return loadBuilder(request, Number(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { builderAction } = await import("./builder.server");
  return builderAction(request, Number(params.id));
}

/** The estimate builder of one lead: phone-first, and every button works without JavaScript. */
export default function EstimateBuilderRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<BuilderReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <Link
        to={`/admin/leads/${data.lead.id}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 underline"
      >
        <Icon name="arrowLeft" className="size-4" /> {data.lead.name}
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">
        {data.estimate ? `Estimate ${data.estimate.id}` : "New estimate"}
        {data.lead.language === "es" ? (
          <span className="ml-2 text-base font-semibold text-stone-700">(sent in Spanish)</span>
        ) : null}
      </h1>
      {data.estimate?.url ? (
        <p className="text-sm text-stone-700">
          Sent as version {data.estimate.number}. Sending again makes a new version; the old link then says it was
          replaced.{" "}
          <a href={data.estimate.url} className="font-semibold text-primary-800 underline">
            Customer&apos;s page
          </a>
        </p>
      ) : null}
      <EstimateBuilder data={data} answer={answer} />
    </div>
  );
}
