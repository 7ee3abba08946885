import { type IconName, iconsVersion } from "~/content/icons";

/**
 * A decorative icon in the current text colour, sized by its class (e.g. `size-5`).
 * (The checks and pins before list items are the stylesheet's: `check-items` in tailwind.css.)
 * Drawn from the site's sprite, which a browser fetches once for every page.
 * The class is its only size: a page draws over a hundred icons, and width/height
 * attributes on each would repeat what the stylesheet says (3 KB of the home page).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg?v=${iconsVersion}#${name}`} />
    </svg>
  );
}
