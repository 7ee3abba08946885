import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A bordered card with an icon badge, a title and a short text. */
export function IconCard({
  icon: Icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-800 text-secondary-300">
        <Icon aria-hidden className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-primary-900">{title}</Heading>
      <div className="mt-2 leading-relaxed text-stone-700">{children}</div>
    </div>
  );
}
