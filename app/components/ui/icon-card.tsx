import type { ReactNode } from "react";

import type { IconName } from "~/content/icons";

import { Icon } from "./icon";

/** A bordered card with an icon badge, a title and a short text. */
export function IconCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="card p-6">
      <span className="icon-badge size-12">
        <Icon name={icon} className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-primary-900">{title}</Heading>
      <div className="mt-2 leading-relaxed text-stone-700">{children}</div>
    </div>
  );
}
