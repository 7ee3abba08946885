import { useUiText } from "./use-locale-text";

/** The home page's short introduction under the hero. */
export function IntroSection() {
  const { intro } = useUiText();
  return (
    <section aria-labelledby="intro-heading" className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
        <h2 id="intro-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
          {intro.title}
        </h2>
        <p className="section-lead">{intro.text}</p>
      </div>
    </section>
  );
}
