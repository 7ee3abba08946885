import { Icon } from "~/components/ui/icon";
import { ratingSummary } from "~/content/business";
import type { Testimonial } from "~/content/testimonials";

import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { StarRating } from "./ui/star-rating";

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section tone="white" id="testimonials" labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow="Customer reviews" title="What Our Neighbors Say">
        Rated {ratingSummary} by homeowners across Waco and Central Texas.
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="card testimonial">
              <div className="flex items-center justify-between">
                <StarRating rating={testimonial.rating} />
                <Icon name="quote" className="size-7 text-primary-200" />
              </div>
              <blockquote className="testimonial-text">
                <p>{`“${testimonial.text}”`}</p>
              </blockquote>
              <figcaption className="testimonial-by">
                <span className="testimonial-name">{testimonial.name}</span>
                <span className="testimonial-place">{`${testimonial.location} · ${testimonial.service}`}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
