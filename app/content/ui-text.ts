import { business, businessHoursTable, emergencyAdvice, ratingSummary, serviceAreaText } from "./business";
import { siteImages } from "./site-images";

/**
 * The words of the site's components (header, footer, the home page's
 * sections, the quote form, its thank-you, error pages), in English. The
 * Spanish half (ui-text.es.ts) has the same type, so a text missing in either
 * language fails `tsc`. This half is in the JavaScript every page shares; the
 * Spanish one is a file a Spanish page fetches once, before it starts
 * (content/locale-data.server.ts, docs/decisions/066-spanish-words-as-one-file.md).
 *
 * "{name}" marks a value filled in where the text is shown (fillText).
 */
const en = {
  skipToContent: "Skip to content",
  /** The link to the same page in the other language, named in that language. */
  languageSwitch: { label: "Español", title: "Ver esta página en español" },
  topBar: {
    emergency: "24/7 Emergency Service",
    serviceArea: business.serviceAreaLine,
    licensed: "Licensed & Insured",
  },
  nav: {
    main: "Main",
    mobile: "Mobile",
    menu: "Menu",
    home: "Home",
    about: "About",
    services: "Services",
    serviceAreas: "Service Areas",
    contact: "Contact",
    logo: `${business.name} home`,
    freeQuote: "Free Quote",
    callNow: "Call Now",
    call: "Call",
  },
  callBar: { label: "Call or request a quote", call: "Call Now", quote: "Free Quote" },
  footer: {
    blurb: `Family-owned tree care for ${business.city} and Central Texas since ${business.foundedYear}. Licensed, insured and available 24/7 for storm emergencies.`,
    services: "Our Services",
    areas: "Service Areas",
    company: "Company",
    about: "About Us",
    contact: "Contact & Free Quote",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    sitemap: "Sitemap",
    copyright: `© {year} ${business.name}. Licensed & insured tree care in ${business.city}, ${business.state}.`,
  },
  hero: {
    promise: `Licensed & insured certified arborists. 24/7 emergency service, typically on site within ${business.emergencyResponse}.`,
    freeQuote: "Free Quote",
    callNow: "Call Now",
    since: `Since ${business.foundedYear}`,
    familyOwned: business.trustClaims.familyOwned,
    rating: ratingSummary,
    freeEstimates: business.trustClaims.freeEstimates,
  },
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "Tree Care You Can Trust",
    text: "Homeowners across Waco call us because we do the job right, stand behind it and pick up the phone.",
  },
  servicesGrid: {
    eyebrow: "Our services",
    title: "Complete Tree Care in Waco",
    text: "From a single stump to a storm-wrecked yard, one local crew handles it all, with free estimates on every job.",
    learnMore: "Learn More",
    learnMoreAbout: " about {service}",
  },
  aboutSection: { eyebrow: "About us", title: "Waco's Family-Owned Tree Experts", button: "Our Story" },
  /** A star rating's words for screen readers. */
  stars: "Rated {rating} out of 5",
  testimonials: {
    eyebrow: "Customer reviews",
    title: "What Our Neighbors Say",
    text: `Rated ${ratingSummary} by homeowners across Waco and Central Texas.`,
  },
  areas: {
    eyebrow: "Service areas",
    title: "Proudly Serving Waco and Central Texas",
    text: "Local crews based in Waco reach most of McLennan County the same day.",
    alsoServe: "We also serve",
    otherTowns: "Other towns we serve",
    seeAll: "See all service areas",
  },
  cta: {
    title: "Need a Tree Removed, Trimmed or Cleared After a Storm?",
    rating: `${ratingSummary}. ${business.trustClaims.freeEstimates} and a ${business.trustClaims.guarantee.toLowerCase()}.`,
    quote: "Get a Free Quote",
    call: "Call",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    text: "Straight answers about cost, timing and what to expect.",
  },
  contactSection: {
    eyebrow: "Free estimate",
    title: "Request Your Free Quote",
    text: "Tell us about your trees and how to reach you.",
  },
  contactDetails: {
    callOrText: "Call or text",
    answered: "Answered 24/7 for emergencies",
    serviceArea: "Service area",
    serviceAreaText,
    hours: "Business hours",
    /** Days and hours as the contact details and the confirmation email list them (business.openingHours). */
    hoursTable: businessHoursTable,
    mapTitle: "Map of Waco, TX, our home base",
    basedIn: `Based in ${business.city}, ${business.state}.`,
    largerMap: "View larger map",
  },
  quoteForm: {
    promise: business.callbackPromise,
    guarantee: "Free estimates, licensed & insured, backed by our 100% satisfaction guarantee.",
    fixOne: "Please correct this field:",
    fixMany: "Please correct these fields:",
    labels: {
      name: "Full Name",
      phone: "Phone Number",
      email: "Email Address",
      address: "Street Address",
      service: "Service Needed",
      message: "Message",
      photos: "Photos",
    },
    emailHint: "Optional: we email the confirmation and the booking link if you give one.",
    addressHint: "Where the tree is, so we can come and look (optional).",
    selectService: "Select a Service",
    messagePlaceholder: "Tell us about your trees, e.g. a large oak leaning toward the house",
    sendError: "Error Sending Message",
    sending: "Sending...",
    submit: "Get My Free Quote",
    honeypot: "Please leave this field blank",
    // The consent to texts, version TEXT_CONSENT_VERSION (leads/intake/text-consent.ts): a change of words is a new version.
    textMe: "Text me about my request",
    textMeTerms: "Optional, only about this request. Msg & data rates may apply. Reply STOP to stop, HELP for help.",
  },
  photos: {
    label: "Photos of the tree (up to {max})",
    hint: "Optional. A photo or two of the tree and what it is near helps us quote faster ({size} a photo at most).",
    chosen: "Chosen photos",
    remove: "Remove {name}",
    sending: "Sending photos",
    progress: "{sent} of {total} sent, about {left} left",
  },
  thankYou: {
    title: "Message Sent Successfully",
    received: "Thank you. Your request reached us.",
    nextTitle: "What happens next",
    next: `${business.callbackPromise} We'll talk about the job and set a time to come and look.`,
    emergencyNow: "An emergency? Call us now, day or night.",
    emergencyWait: "An emergency? Don't wait for our call.",
    call: "Call",
    askedFor: "You asked for",
    photos: "Photos",
    none: "None",
    photoOne: "1 photo",
    photoMany: "{count} photos",
    photosNotStored: "We have your request, but we could not keep your photos just now. Have them ready to text us at",
    another: "Send another request",
  },
  /** What to do while waiting for the crew in an emergency: the thank-you and the confirmation email say it. */
  emergencyAdvice,
  errors: {
    notFoundTitle: "404 Page Not Found",
    notFoundText:
      "We couldn't find that page. The address may be mistyped, or the page may have moved. Check the URL, or use one of the links below.",
    serverTitle: "Something went wrong",
    serverText:
      "Sorry, this page ran into a problem on our side. Please try again in a moment. If your tree can't wait, give us a call: we answer 24/7.",
    home: "Go to Home",
    contact: "Contact Us",
  },
  toast: { dismiss: "Dismiss" },
  /** The alt texts of the site's illustrations (content/site-images.ts). */
  imageAlts: { hero: siteImages.hero.alt, about: siteImages.about.alt },
};

type Texts<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Texts<Item>[]
    : { readonly [Key in keyof T]: Texts<T[Key]> };

/** Every component text, as each language must give it. */
export type UiText = Texts<typeof en>;

export const englishUiText: UiText = en;

/** What a service card and heading say of a service (its English words are in services.ts). */
export interface ServiceWords {
  title: string;
  shortTitle: string;
  description: string;
  imageAlt: string;
}

/**
 * A Spanish page's words beyond what its route's data carries: the
 * components' words, the services' words, and the Spanish address of every
 * page they link to. English pages have theirs in the JavaScript; a Spanish
 * page fetches these once, as a cacheable file, before it starts
 * (content/spanish-texts.server.ts), so they are not in every page's HTML.
 */
export interface SpanishTexts {
  uiText: UiText;
  services: Readonly<Record<string, ServiceWords>>;
  /** English path → Spanish path, for every public page. */
  paths: Readonly<Record<string, string>>;
}

/** A Spanish document's words and the file they come from (components/use-locale-text.ts). */
export interface SpanishDocumentTexts {
  url: string;
  texts: SpanishTexts;
}

/** What the root loader sends every page about its language. */
export interface LocaleRootData {
  /** The same page in the other language (its home page for a page off the catalog). */
  languageSwitch: string;
}

/** A text with its "{name}" marks filled in. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>) {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
