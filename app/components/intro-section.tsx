import { business } from "~/content/business";

/** The home page's short introduction under the hero. */
export function IntroSection() {
  return (
    <section aria-labelledby="intro-heading" className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
        <h2 id="intro-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
          Local Tree Care From People Who Know Waco&apos;s Trees
        </h2>
        <p className="section-lead">
          Since {business.foundedYear}, our family-owned team has cared for the live oaks, cedar elms and pecans that
          shade Waco, Hewitt, Woodway and the Brazos valley. We remove hazardous trees, prune for strength and health,
          grind stumps, fight oak wilt and clear land, and when spring storms roll through we answer the phone day and
          night.
        </p>
      </div>
    </section>
  );
}
