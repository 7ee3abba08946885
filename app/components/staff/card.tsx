import { type ReactNode, useId } from "react";

/** A titled box of one staff form, list or panel; `heading` fits it into the page's outline. */
export function Card({
  title,
  description,
  heading: Heading = "h2",
  anchor,
  children,
}: {
  title: string;
  description?: string;
  heading?: "h2" | "h3";
  /** An id to link to the box with (#anchor). */
  anchor?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div>
        <Heading id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </Heading>
        {description ? <p className="text-sm text-stone-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
