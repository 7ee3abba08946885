import type { MetaFunction } from "@remix-run/node";

import { CtaBannerSection } from "~/components/cta-banner-section";
import { PageStructuredData } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CheckList } from "~/components/ui/check-list";
import { IconCard } from "~/components/ui/icon-card";
import { SectionHeading } from "~/components/ui/section-heading";
import { Section } from "~/components/ui/section";
import { business } from "~/content/business";
import { aboutStory, aboutTrustPoints, companyValues, siteImages, workProcess } from "~/content/company";
import { pageMeta } from "~/seo/meta";
import { SiteImage } from "~/components/site-image";
import { catalogPage } from "~/content/pages";

export const meta: MetaFunction = ({ matches }) => pageMeta("/about", matches);

export default function AboutPage() {
  return (
    <>
      <PageStructuredData breadcrumbs={[{ name: "About Us", path: "/about" }]} />
      <PageHero title={catalogPage("/about").heading}>
        Family-owned tree care in {business.city}, {business.state} since {business.foundedYear}: certified arborists,
        honest prices and crews who treat your yard like their own.
      </PageHero>

      <Section tone="white" labelledBy="story-heading">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" eyebrow="Our story" title="Rooted in Central Texas" align="left" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
              {aboutStory.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="space-y-6">
            <SiteImage
              src={siteImages.about.src}
              alt={siteImages.about.alt}
              width={640}
              height={480}
              className="w-full rounded-2xl shadow-md"
            />
            <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
              <h3 className="text-lg font-bold text-primary-900">Why Waco families trust us</h3>
              <CheckList items={aboutTrustPoints} className="mt-4 text-stone-800" />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="stone" labelledBy="values-heading">
        <SectionHeading id="values-heading" eyebrow="Our values" title="What We Stand For" />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {companyValues.map((value) => (
            <IconCard key={value.title} icon={value.icon} title={value.title}>
              {value.text}
            </IconCard>
          ))}
        </div>
      </Section>

      <Section tone="white" labelledBy="process-heading">
        <SectionHeading id="process-heading" eyebrow="How we work" title="Our Four-Step Process">
          Every job, large or small, follows the same careful path.
        </SectionHeading>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {workProcess.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-secondary-400 text-lg font-extrabold text-primary-950">
                    {index + 1}
                  </span>
                  <Icon aria-hidden className="size-6 text-primary-700" />
                </div>
                <h3 className="mt-4 text-lg font-bold text-primary-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <CtaBannerSection />
    </>
  );
}
