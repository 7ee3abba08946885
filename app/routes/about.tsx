import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import {
  CheckList,
  CtaBannerSection,
  Icon,
  IconCard,
  PageHero,
  Section,
  SectionHeading,
  SiteIllustration,
} from "~/components/kit";
import { company } from "~/content/company";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export async function loader({ request }: LoaderFunctionArgs) {
  // Imported here, not at the top: a server module several routes import would be a file of its own every page loads.
  const { withStormPromises } = await import("~/storm/storm-promises-on-pages.server");
  const locale = localeFromRequest(request);
  const { aboutStory, aboutTrustPoints, companyValues, workProcess } = company[locale];
  return withStormPromises(locale, {
    story: aboutStory,
    trustPoints: aboutTrustPoints,
    values: companyValues,
    process: workProcess,
    heading: localizedPage("/about", locale).heading,
    text: pageText[locale].about,
  });
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/about", locale);

export default function AboutPage() {
  const { heading, story, trustPoints, values, process, text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>{text.intro}</PageHero>

      <Section tone="white" labelledBy="story-heading">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" eyebrow={text.storyEyebrow} title={text.storyTitle} align="left" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
              {story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="space-y-6">
            <SiteIllustration name="about" width={640} height={480} className="w-full rounded-2xl shadow-md" />
            <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
              <h3 className="text-lg font-bold text-primary-900">{text.trustTitle}</h3>
              <CheckList items={trustPoints} className="mt-4 text-stone-800" />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="stone" labelledBy="values-heading">
        <SectionHeading id="values-heading" eyebrow={text.valuesEyebrow} title={text.valuesTitle} />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <IconCard key={value.title} icon={value.icon} title={value.title}>
              {value.text}
            </IconCard>
          ))}
        </div>
      </Section>

      <Section tone="white" labelledBy="process-heading">
        <SectionHeading id="process-heading" eyebrow={text.processEyebrow} title={text.processTitle}>
          {text.processText}
        </SectionHeading>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.map((step, index) => {
            return (
              <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-secondary-400 text-lg font-extrabold text-primary-950">
                    {index + 1}
                  </span>
                  <Icon name={step.icon} className="size-6 text-primary-700" />
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
