import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  light?: boolean;
}

/** A section's H2 with an optional small label above and an intro below. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", light = false }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className={`eyebrow ${light ? "text-secondary-300" : "text-secondary-800"}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`section-title ${light ? "text-white" : "text-primary-900"}`}>
        {title}
      </h2>
      {children ? (
        <div className={`section-lead ${light ? "text-primary-100" : "text-stone-700"}`}>{children}</div>
      ) : null}
    </div>
  );
}
