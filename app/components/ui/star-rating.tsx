import { Star } from "lucide-react";

/** Five stars with the rating in words for screen readers. */
export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${className} ${index < Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-stone-300"}`}
        />
      ))}
    </span>
  );
}
