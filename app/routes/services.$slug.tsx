import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";

import { ErrorLayout, ServerErrorPage } from "~/components/error-page";
import { PageHero } from "~/components/page-hero";
import { business } from "~/content/business";
import { getServiceByAlias, getServiceBySlug, servicePath } from "~/content/services";

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const alias = getServiceByAlias(slug);
  if (alias) throw redirect(servicePath(alias), 301);
  const service = getServiceBySlug(slug);
  if (!service) throw new Response("Service not found", { status: 404 });
  return { slug: service.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const service = data ? getServiceBySlug(data.slug) : undefined;
  if (!service) return [{ title: `Service Not Found | ${business.name}` }];
  return [{ title: `${service.title} in Waco, TX | ${business.name}` }, { name: "description", content: service.description }];
};

export default function ServicePage() {
  const { slug } = useLoaderData<typeof loader>();
  const service = getServiceBySlug(slug)!;
  return (
    <>
      <div className="bg-primary-950 px-4 py-3">
        <Link to="/services" className="mx-auto block max-w-7xl text-sm font-semibold text-secondary-300 hover:underline">
          ← All Services
        </Link>
      </div>
      <PageHero title={service.title}>{service.description}</PageHero>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorLayout title="Service Not Found">
        <p>The service you&apos;re looking for doesn&apos;t exist.</p>
        <p className="mt-6">
          <Link to="/services" className="font-semibold text-primary-800 underline">
            Back to Services
          </Link>
        </p>
      </ErrorLayout>
    );
  }
  return <ServerErrorPage />;
}
