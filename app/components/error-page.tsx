import { Link } from "@remix-run/react";

import { buttonClasses } from "./ui/button-link";
import { useLocalizedPath, useUiText } from "./use-locale-text";

export function NotFoundPage() {
  const { errors } = useUiText();
  return (
    <ErrorLayout title={errors.notFoundTitle}>
      <p>{errors.notFoundText}</p>
    </ErrorLayout>
  );
}

export function ServerErrorPage() {
  const { errors } = useUiText();
  return (
    <ErrorLayout title={errors.serverTitle}>
      <p>{errors.serverText}</p>
    </ErrorLayout>
  );
}

export function ErrorLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { errors } = useUiText();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-primary-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-prose text-lg text-stone-700">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={to("/")} className={buttonClasses("primary")}>
          {errors.home}
        </Link>
        <Link to={to("/contact")} className={buttonClasses("outline")}>
          {errors.contact}
        </Link>
      </div>
    </section>
  );
}
