import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { faqs } from "./faqs";
import { locales } from "./locale";
import { publicPages } from "./pages";
import { moreTowns, serviceAreaCards } from "./service-areas";
import { getServiceDetails } from "./service-details";
import { getServiceByAlias, getServiceBySlug, servicePath, services } from "./services";
import { siteImages } from "./site-images";
import { testimonials } from "./testimonials";
import { footerTowns, towns } from "./towns";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const publicFileExists = (url: string) => fs.existsSync(path.join(projectRoot, "public", url));
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe("the content catalog", () => {
  it("gives every service eight features, four benefits, an existing image with alt text and its own slug", () => {
    expect(unique(services.map((service) => service.slug))).toBe(true);
    expect(unique(services.map((service) => service.title))).toBe(true);
    for (const service of services) {
      for (const locale of locales) {
        expect(getServiceDetails(service, locale).features, service.slug).toHaveLength(8);
        expect(getServiceDetails(service, locale).benefits, service.slug).toHaveLength(4);
      }
      expect(publicFileExists(service.image), service.image).toBe(true);
      expect(service.imageAlt.trim(), service.slug).not.toBe("");
    }
  });

  it("keeps aliases apart from slugs, each resolving to its canonical service", () => {
    const slugs = services.map((service) => service.slug);
    const aliases = services.flatMap((service) => service.aliases);
    expect(unique(aliases)).toBe(true);
    for (const service of services) {
      for (const alias of service.aliases) {
        expect(slugs).not.toContain(alias);
        expect(getServiceBySlug(alias)).toBeUndefined();
        expect(getServiceByAlias(alias)?.slug).toBe(service.slug);
      }
    }
  });

  it("lists each public page once, with its own title and description, and a page for every service", () => {
    const paths = publicPages.map((page) => page.path);
    expect(unique(paths)).toBe(true);
    expect(unique(publicPages.map((page) => page.seo.title))).toBe(true);
    expect(unique(publicPages.map((page) => page.seo.description))).toBe(true);
    for (const service of services) expect(paths).toContain(servicePath(service));
    for (const locale of locales) {
      expect(publicPages.filter((page) => page.locale === locale)).toHaveLength(publicPages.length / locales.length);
    }
  });

  it("keys service FAQs by existing services and rates testimonials from one to five stars", () => {
    for (const locale of locales) {
      for (const slug of Object.keys(faqs[locale].services)) expect(getServiceBySlug(slug), slug).toBeDefined();
    }
    for (const testimonial of [...testimonials.en, ...testimonials.es]) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });

  it("names each town once; cards, footer and lists pick from that one list", () => {
    expect(unique(towns)).toBe(true);
    const cardTowns = serviceAreaCards.en.flatMap((card) => card.title.split(" and "));
    for (const town of [...cardTowns, ...footerTowns, ...moreTowns]) expect(towns).toContain(town);
    for (const town of cardTowns) expect(moreTowns).not.toContain(town);
  });

  it("points every page image at a file in public/", () => {
    for (const image of Object.values(siteImages)) expect(publicFileExists(image.src), image.src).toBe(true);
  });
});
