import type { ReactNode } from "react";

import { Icon } from "~/components/ui/icon";
import type { ServiceAreaCard as Area } from "~/content/service-areas";

export function ServiceAreaCard({ area, children }: { area: Area; children?: ReactNode }) {
  return (
    <article className="card flex flex-col p-6">
      <div className="flex items-center gap-3">
        <span className="icon-badge size-11">
          <Icon name={area.icon} className="size-5" />
        </span>
        <h3 className="card-title">{area.title}</h3>
      </div>
      <p className="card-text">{area.description}</p>
      <ul className="pin-items mt-4">
        {area.areas.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {children}
    </article>
  );
}

/** Town names as small pills. */
export function TownList({ towns, label }: { towns: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-2">
      {towns.map((town) => (
        <li key={town} className="chip">
          {`${town}, TX`}
        </li>
      ))}
    </ul>
  );
}
