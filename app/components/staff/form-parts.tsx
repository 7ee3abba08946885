import { type ReactNode, useId } from "react";

import type { StaffActionError } from "~/staff/staff-actions.server";

export function FormError({ id, error }: { id: string; error?: StaffActionError["error"] }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-800">
      <strong>{error.title}</strong>: {error.description}
    </p>
  );
}

/** ARIA for the input a form error is about. */
export function invalidProps(error: StaffActionError["error"] | undefined, field: string, errorId: string) {
  return error?.field === field ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}

/** A titled box of one staff form or list; `heading` fits it into the page's outline. */
export function Card({
  title,
  description,
  heading: Heading = "h2",
  children,
}: {
  title: string;
  description: string;
  heading?: "h2" | "h3";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div>
        <Heading id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </Heading>
        <p className="text-sm text-stone-700">{description}</p>
      </div>
      {children}
    </section>
  );
}
