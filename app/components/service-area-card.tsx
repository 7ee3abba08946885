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
        <h3 className="text-xl font-bold text-primary-900">{area.title}</h3>
      </div>
      <p className="mt-3 leading-relaxed text-stone-700">{area.description}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-sm text-stone-800 *:flex *:items-center *:gap-1.5">
        {area.areas.map((name) => (
          <li key={name}>
            <Icon name="mapPin" className="list-icon size-4" />
            {name}
          </li>
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
