import { SiteIllustration } from "./site-image";
import { ButtonLink } from "./ui/button-link";
import { CheckList } from "./ui/check-list";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useUiText } from "./use-locale-text";

/** The short company story on the home page, with a link to /about. */
export function AboutSection({ story, trustPoints }: { story: string; trustPoints: readonly string[] }) {
  const { aboutSection } = useUiText();
  return (
    <Section tone="warm" labelledBy="about-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SiteIllustration
          name="about"
          width={640}
          height={480}
          loading="lazy"
          className="w-full rounded-2xl shadow-md"
        />
        <div>
          <SectionHeading id="about-heading" eyebrow={aboutSection.eyebrow} title={aboutSection.title} align="left">
            <p>{story}</p>
          </SectionHeading>
          <CheckList items={trustPoints} className="mt-6 text-stone-800" />
          <ButtonLink to="/about" variant="primary" className="mt-8">
            {aboutSection.button}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
