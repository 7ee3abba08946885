import { Icon } from "~/components/ui/icon";
import type { Testimonial } from "~/content/testimonials";

import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { StarRating } from "./ui/star-rating";
import { useUiText } from "./use-locale-text";

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const text = useUiText().testimonials;
  return (
    <Section tone="white" id="testimonials" labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={text.eyebrow} title={text.title}>
        {text.text}
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
