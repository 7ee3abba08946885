import { business } from "./business";
import type { Localized } from "./locale";
import { responsePromises } from "./response-promises";
import { callbackPromise as spanishCallbackPromise } from "./ui-text.es";

/**
 * The words that only their own page shows; their loaders send the page's
 * language, so neither language is in the JavaScript every page loads. (The
 * home page's other sections keep theirs in UiText: `/`'s HTML is at its
 * budget, and what its loader sends is weighed there.)
 */
interface PageText {
  /** The home page's introduction under the hero. */
  home: { intro: { title: string; text: string } };
  about: {
    intro: string;
    storyEyebrow: string;
    storyTitle: string;
    trustTitle: string;
    valuesEyebrow: string;
    valuesTitle: string;
    processEyebrow: string;
    processTitle: string;
    processText: string;
  };
  services: {
    intro: string;
    estimate: string;
    callNow: string;
    commitmentEyebrow: string;
    commitmentTitle: string;
    commitmentText: string;
  };
  serviceAreas: {
    intro: string;
    mainTitle: string;
    getQuote: string;
    /** After "Get Quote", for screen readers: "in {area}". */
    getQuoteIn: string;
    moreTitle: string;
    moreText: string;
    moreLabel: string;
    notListedTitle: string;
    notListedText: string;
    contact: string;
    callNow: string;
  };
  contact: {
    intro: string;
    callUs: string;
    emergencies: string;
    hours: string;
    area: string;
    quoteTitle: string;
    quoteText: string;
    services: string;
    questions: string;
  };
  sitemap: { intro: string; main: string; services: string; legal: string };
  /** A service's page; "{service}" is its name (fillText). */
  service: {
    emergencyBand: string;
    call247: string;
    trustLine: string;
    allServices: string;
    whatToExpect: string;
    included: string;
    worthIt: string;
    sidebar: string;
    estimateTitle: string;
    promise: string;
    requestQuote: string;
    whyChoose: string;
    servingTitle: string;
    servingText: string;
    seeAreas: string;
    faqs: string;
    /** What an unknown service's address answers (its 404 carries them). */
    notFound: { title: string; text: string; back: string };
  };
}

export const pageText: Localized<PageText> = {
  en: {
    home: {
      intro: {
        title: "Local Tree Care From People Who Know Waco's Trees",
        text: `Since ${business.foundedYear}, our family-owned team has cared for the live oaks, cedar elms and pecans that shade Waco, Hewitt, Woodway and the Brazos valley. We remove hazardous trees, prune for strength and health, grind stumps, fight oak wilt and clear land, and when spring storms roll through we answer the phone day and night.`,
      },
    },
    about: {
      intro: `Family-owned tree care in ${business.city}, ${business.state} since ${business.foundedYear}: certified arborists, honest prices and crews who treat your yard like their own.`,
      storyEyebrow: "Our story",
      storyTitle: "Rooted in Central Texas",
      trustTitle: "Why Waco families trust us",
      valuesEyebrow: "Our values",
      valuesTitle: "What We Stand For",
      processEyebrow: "How we work",
      processTitle: "Our Four-Step Process",
      processText: "Every job, large or small, follows the same careful path.",
    },
    services: {
      intro:
        "Tree removal, trimming, stump grinding, 24/7 emergency service, tree health care and land clearing for homes and businesses in Waco and Central Texas.",
      estimate: "Get a Free Estimate",
      callNow: "Call Now",
      commitmentEyebrow: "Our commitment",
      commitmentTitle: "The Same Standard on Every Job",
      commitmentText: "Whatever the size of the job, these promises come with it, in writing.",
    },
    serviceAreas: {
      intro: `Based in ${business.city}, our crews cover ${business.county} and the surrounding Central Texas towns, with free estimates everywhere we work and 24/7 emergency response.`,
      mainTitle: "Where We Work Every Day",
      getQuote: "Get Quote",
      getQuoteIn: " in {area}",
      moreTitle: "Additional Service Areas",
      moreText: "We regularly travel to these towns for removals, trimming, stump grinding and land clearing.",
      moreLabel: "Additional service areas",
      notListedTitle: "Don't See Your Area Listed?",
      notListedText:
        "We often work beyond the towns above, especially for larger jobs and storm emergencies. Give us a call or send a quote request and we'll tell you right away if we can help.",
      contact: "Contact Us",
      callNow: "Call Now",
    },
    contact: {
      intro: responsePromises.en.contactIntro,
      callUs: "Call Us",
      emergencies: "24/7 for emergencies",
      hours: "Business Hours",
      area: "Service Area",
      quoteTitle: "Request Your Free Quote",
      quoteText: "Tell us about your trees and how to reach you.",
      services: "Our Services",
      questions: "Common Questions",
    },
    sitemap: {
      intro: "Every page of our website in one place.",
      main: "Main Pages",
      services: "Tree Services",
      legal: "Legal",
    },
    service: {
      emergencyBand: "Tree emergency? We answer 24/7.",
      call247: "Call 24/7:",
      trustLine: `${business.trustClaims.licensed} · ${business.trustClaims.arborists} · ${business.trustClaims.freeEstimates}`,
      allServices: "All Services",
      whatToExpect: "{service}: What to Expect",
      included: "What's Included",
      worthIt: "Why It's Worth It",
      sidebar: "Get help with this service",
      estimateTitle: "Get Your Free Estimate",
      promise: responsePromises.en.callBack,
      requestQuote: "Request a Quote",
      whyChoose: "Why Choose Us",
      servingTitle: "Serving Waco and Central Texas",
      servingText: `{service} for homes and businesses in Waco, Hewitt, Woodway, Robinson, Bellmead, Lorena and across ${business.county}.`,
      seeAreas: "See our service areas",
      faqs: "{service} FAQs",
      notFound: {
        title: "Service Not Found",
        text: "The service you're looking for doesn't exist.",
        back: "Back to Services",
      },
    },
  },
  es: {
    home: {
      intro: {
        title: "Cuidado de árboles de gente que conoce los árboles de Waco",
        text: `Desde ${business.foundedYear}, nuestro equipo familiar cuida los encinos, olmos y nogales que dan sombra a Waco, Hewitt, Woodway y el valle del Brazos. Quitamos árboles peligrosos, hacemos poda para que crezcan fuertes y sanos, trituramos tocones, combatimos el marchitamiento del encino y limpiamos terrenos. Y cuando llegan las tormentas de primavera, contestamos el teléfono de día y de noche.`,
      },
    },
    about: {
      intro: `Cuidado de árboles de una empresa familiar en ${business.city}, ${business.state} desde ${business.foundedYear}: arbolistas certificados, precios honestos y equipos que tratan su patio como si fuera suyo.`,
      storyEyebrow: "Nuestra historia",
      storyTitle: "Con raíces en el centro de Texas",
      trustTitle: "Por qué las familias de Waco confían en nosotros",
      valuesEyebrow: "Nuestros valores",
      valuesTitle: "Lo que defendemos",
      processEyebrow: "Cómo trabajamos",
      processTitle: "Nuestro proceso en cuatro pasos",
      processText: "Cada trabajo, grande o chico, sigue el mismo camino cuidadoso.",
    },
    services: {
      intro:
        "Quitar árboles, poda, triturado de tocones, emergencias las 24 horas, salud de árboles y limpieza de terrenos para casas y negocios en Waco y el centro de Texas.",
      estimate: "Pida su presupuesto gratis",
      callNow: "Llámenos",
      commitmentEyebrow: "Nuestro compromiso",
      commitmentTitle: "La misma calidad en cada trabajo",
      commitmentText: "Sea del tamaño que sea el trabajo, estas promesas van incluidas, por escrito.",
    },
    serviceAreas: {
      intro: `Desde nuestra base en ${business.city}, nuestros equipos cubren el condado de McLennan y los pueblos cercanos del centro de Texas, con presupuesto gratis dondequiera que trabajamos y atención de emergencias las 24 horas.`,
      mainTitle: "Donde trabajamos todos los días",
      getQuote: "Pedir presupuesto",
      getQuoteIn: " en {area}",
      moreTitle: "Otras áreas de servicio",
      moreText: "Vamos seguido a estos pueblos a quitar árboles, podar, triturar tocones y limpiar terrenos.",
      moreLabel: "Otras áreas de servicio",
      notListedTitle: "¿No ve su área en la lista?",
      notListedText:
        "Muchas veces trabajamos más allá de estos pueblos, sobre todo en trabajos grandes y emergencias por tormenta. Llámenos o mándenos una solicitud de presupuesto y le decimos enseguida si podemos ayudarle.",
      contact: "Contáctenos",
      callNow: "Llámenos",
    },
    contact: {
      intro: responsePromises.es.contactIntro,
      callUs: "Llámenos",
      emergencies: "Las 24 horas para emergencias",
      hours: "Horario",
      area: "Área de servicio",
      quoteTitle: "Pida su presupuesto gratis",
      quoteText: "Cuéntenos de sus árboles y cómo podemos comunicarnos con usted.",
      services: "Nuestros servicios",
      questions: "Preguntas comunes",
    },
    sitemap: {
      intro: "Todas las páginas de nuestro sitio en un solo lugar.",
      main: "Páginas principales",
      services: "Servicios de árboles",
      legal: "Aviso legal",
    },
    service: {
      emergencyBand: "¿Una emergencia con un árbol? Contestamos las 24 horas.",
      call247: "Llame 24/7:",
      trustLine: "Con licencia y seguro · Arbolistas certificados · Presupuestos gratis",
      allServices: "Todos los servicios",
      whatToExpect: "{service}: qué esperar",
      included: "Qué incluye",
      worthIt: "Por qué vale la pena",
      sidebar: "Ayuda con este servicio",
      estimateTitle: "Pida su presupuesto gratis",
      promise: spanishCallbackPromise,
      requestQuote: "Pedir un presupuesto",
      whyChoose: "Por qué elegirnos",
      servingTitle: "Servimos a Waco y el centro de Texas",
      servingText:
        "{service} para casas y negocios en Waco, Hewitt, Woodway, Robinson, Bellmead, Lorena y todo el condado de McLennan.",
      seeAreas: "Ver nuestras áreas de servicio",
      faqs: "{service}: preguntas frecuentes",
      notFound: {
        title: "No encontramos el servicio",
        text: "El servicio que busca no existe.",
        back: "Volver a los servicios",
      },
    },
  },
};
