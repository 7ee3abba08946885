import { ArrowDown, ArrowUp, Check } from "lucide-react";

import type { LengthRating } from "~/seo/seo-fields";

const styles: Record<LengthRating, { className: string; Icon: typeof Check; label: string }> = {
  ok: { className: "bg-primary-100 text-primary-900", Icon: Check, label: "OK" },
  "too short": { className: "bg-amber-100 text-amber-900", Icon: ArrowDown, label: "Too short" },
  "too long": { className: "bg-red-100 text-red-900", Icon: ArrowUp, label: "Too long" },
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
  const { className, Icon, label } = styles[rating];
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-xs text-stone-700">
      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold ${className}`}>
        <Icon aria-hidden className="size-3.5" />
        {label}
      </span>
      <span>
        {length} characters · aim for {guide.min}-{guide.max}
      </span>
    </span>
  );
}
