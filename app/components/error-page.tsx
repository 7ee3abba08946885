import { Link } from "@remix-run/react";

import { buttonClasses } from "./ui/button-link";

export function NotFoundPage() {
  return (
    <ErrorLayout title="404 Page Not Found">
      <p>
        We couldn&apos;t find that page. The address may be mistyped, or the page may have moved. Check the URL, or use
        one of the links below.
      </p>
    </ErrorLayout>
  );
}

export function ServerErrorPage() {
  return (
    <ErrorLayout title="Something went wrong">
      <p>
        Sorry, this page ran into a problem on our side. Please try again in a moment. If your tree can&apos;t wait,
        give us a call: we answer 24/7.
      </p>
    </ErrorLayout>
  );
}

export function ErrorLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-primary-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-prose text-lg text-stone-700">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          Go to Home
        </Link>
        <Link to="/contact" className={buttonClasses("outline")}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
