import { type IconName, iconsVersion } from "~/content/icons";

/**
 * A decorative icon in the current text colour, sized by its class (e.g. `size-5`).
 * Drawn from the site's sprite, which a browser fetches once for every page.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`/icons.svg?v=${iconsVersion}#${name}`} />
    </svg>
  );
}
