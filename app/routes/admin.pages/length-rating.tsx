import { Icon } from "~/components/kit";
import type { IconName } from "~/content/icons";
import type { LengthRating } from "~/seo/seo-fields";

const styles: Record<LengthRating, { className: string; icon: IconName; label: string }> = {
  ok: { className: "bg-primary-100 text-primary-900", icon: "check", label: "OK" },
  "too short": { className: "bg-amber-100 text-amber-900", icon: "arrowDown", label: "Too short" },
  "too long": { className: "bg-red-100 text-red-900", icon: "arrowUp", label: "Too long" },
};

/** A length against the SEO guidance, said in words (and icon), not by color alone. */
export function LengthRatingBadge({
  length,
  rating,
  guide,
}: {
  length: number;
  rating: LengthRating;
  guide: { min: number; max: number };
}) {
  const { className, icon, label } = styles[rating];
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-xs text-stone-700">
      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold ${className}`}>
        <Icon name={icon} className="size-3.5" />
        {label}
      </span>
      <span>
        {length} characters · aim for {guide.min}-{guide.max}
      </span>
    </span>
  );
}
