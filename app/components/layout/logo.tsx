import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import { business } from "~/content/business";

import { useLocalizedPath, useUiText } from "../use-locale-text";

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to={useLocalizedPath()("/")} className="flex items-center gap-2" aria-label={useUiText().nav.logo}>
      <span
        className={`flex size-10 items-center justify-center rounded-full ${
          light ? "bg-secondary-400 text-primary-950" : "bg-primary-800 text-secondary-300"
        }`}
      >
        <Icon name="treeDeciduous" className="size-6" />
      </span>
      <span className={`text-lg font-extrabold leading-tight ${light ? "text-white" : "text-primary-900"}`}>
        {business.name}
      </span>
    </Link>
  );
}
