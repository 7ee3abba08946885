import { Icon } from "~/components/ui/icon";
import { fillText } from "~/content/ui-text";

import { useUiText } from "../use-locale-text";

const sizes = {
  // Five 20 px or 16 px stars 2 px apart, drawn as one icon (the sprite's star rows).
  5: { row: "stars-5", className: "h-5 w-[6.75rem]", star: "size-5" },
  4: { row: "stars-4", className: "h-4 w-[5.5rem]", star: "size-4" },
} as const;

/** Five stars with the rating in words for screen readers. */
export function StarRating({ rating, size = 5 }: { rating: number; size?: keyof typeof sizes }) {
  const { row, className, star } = sizes[size];
  const stars = Math.round(rating);
  const label = fillText(useUiText().stars, { rating });
  return (
    <span className="stars" role="img" aria-label={label}>
      {stars === 5 ? (
        <Icon name={row} className={`${className} star-filled`} />
      ) : (
        Array.from({ length: 5 }, (_, index) => (
          <Icon key={index} name="star" className={`${star} ${index < stars ? "star-filled" : "text-stone-300"}`} />
        ))
      )}
    </span>
  );
}
