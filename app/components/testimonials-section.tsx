import { Quote } from "lucide-react";

import { ratingSummary } from "~/content/business";
import { testimonials } from "~/content/testimonials";

import { SectionHeading } from "./ui/section-heading";
import { Section } from "./ui/section";
import { StarRating } from "./ui/star-rating";

export function TestimonialsSection() {
  return (
    <Section tone="white" id="testimonials" labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow="Customer reviews" title="What Our Neighbors Say">
        Rated {ratingSummary} by homeowners across Waco and Central Texas.
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-stone-50 p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <StarRating rating={testimonial.rating} />
                <Quote aria-hidden className="size-7 text-primary-200" />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-stone-800">
                <p>&ldquo;{testimonial.text}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-stone-200 pt-4">
                <span className="block font-bold text-primary-900">{testimonial.name}</span>
                <span className="block text-sm text-stone-600">
                  {testimonial.location} · {testimonial.service}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
