import { describe, expect, it } from "vitest";

import { contactFaqs, homeFaqs, serviceFaqs } from "./faqs";
import { publicPages } from "./pages";
import { additionalServiceAreas, homeExtraTowns, serviceAreaCards } from "./service-areas";
import { getServiceByAlias, getServiceBySlug, services } from "./services";
import { testimonials } from "./testimonials";

describe("the content catalog", () => {
  it("has six services with unique slugs, eight features, four benefits and SEO overrides", () => {
    expect(services).toHaveLength(6);
    expect(new Set(services.map((service) => service.slug)).size).toBe(6);
    for (const service of services) {
      expect(service.features, service.slug).toHaveLength(8);
      expect(service.benefits, service.slug).toHaveLength(4);
      expect(service.image).toMatch(/^\/images\/.+\.(svg|png|jpe?g|webp)$/);
      expect(service.imageAlt.length).toBeGreaterThan(10);
      expect(service.seo.title.length).toBeLessThanOrEqual(65);
    }
  });

  it("keeps aliases apart from slugs and from each other", () => {
    const slugs = services.map((service) => service.slug);
    const aliases = services.flatMap((service) => service.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) {
      expect(slugs).not.toContain(alias);
      expect(getServiceBySlug(alias)).toBeUndefined();
    }
    expect(getServiceByAlias("stump-grinding")?.slug).toBe("stump-removal");
    expect(getServiceByAlias("tree-health-assessment")?.slug).toBe("tree-health");
  });

  it("has six five-star testimonials, six home FAQs, four contact FAQs and FAQs for three services", () => {
    expect(testimonials).toHaveLength(6);
    expect(testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
    expect(homeFaqs).toHaveLength(6);
    expect(contactFaqs).toHaveLength(4);
    expect(Object.keys(serviceFaqs).sort()).toEqual(["emergency-tree-service", "tree-removal", "tree-trimming"]);
  });

  it("names the service areas of the spec", () => {
    expect(serviceAreaCards.map((card) => card.title)).toEqual(["Waco", "Hewitt and Woodway", "Robinson and Bellmead"]);
    expect(serviceAreaCards.every((card) => card.areas.length === 4)).toBe(true);
    expect(homeExtraTowns).toHaveLength(8);
    expect(additionalServiceAreas).toContain("Valley Mills");
  });

  it("lists each public page once with a unique title and description", () => {
    const paths = publicPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(publicPages.map((page) => page.seo.title)).size).toBe(paths.length);
    expect(new Set(publicPages.map((page) => page.seo.description)).size).toBe(paths.length);
    expect(paths).toHaveLength(14);
  });
});
