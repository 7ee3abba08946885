import { business } from "./business";
import type { IconName } from "./icons";
import type { Localized } from "./locale";
import { responsePromises } from "./response-promises";

export interface Point {
  title: string;
  text: string;
  icon: IconName;
}

/** What the pages say of the company, in each language. */
export interface Company {
  /** The four reasons to hire us, on home and the services pages. */
  whyChooseUs: readonly Point[];
  aboutStory: readonly string[];
  /** Short trust points beside the story on /about. */
  aboutTrustPoints: readonly string[];
  companyValues: readonly Point[];
  workProcess: readonly Point[];
  /** Our promises, listed on /services. */
  commitments: readonly string[];
}

const whyChooseUs: readonly Point[] = [
  {
    title: "Certified Arborists",
    text: "Trained tree experts plan every job, so the right trees are saved and the right ones come down.",
    icon: "award",
  },
  {
    title: "Licensed & Insured",
    text: "Full liability and workers' comp coverage. Proof of insurance is sent before we start.",
    icon: "shieldCheck",
  },
  {
    title: "24/7 Emergency Response",
    text: responsePromises.en.emergencyCard,
    icon: "clock",
  },
  {
    title: "100% Satisfaction Guarantee",
    text: "Free written estimates, fixed prices and a clean yard. If something isn't right, we come back and fix it.",
    icon: "badgeCheck",
  },
];

const aboutStory = [
  `${business.name} started in ${business.foundedYear} with one truck, one chipper and a family that grew up climbing the live oaks of Central Texas. Our founder had spent years working for larger tree companies and believed Waco homeowners deserved a crew that showed up on time, explained the work honestly and left every yard cleaner than they found it.`,
  "More than a decade later we are still family-owned and still local. Our certified arborists and trained crews have removed storm-damaged trees after some of the worst spring storms the Brazos valley has seen, fought oak wilt across McLennan County, and trimmed thousands of the cedar elms, pecans and oaks that shade our neighbors' homes.",
  "Every job, from a single stump to acres of cedar, gets the same care: a free written estimate, a crew that treats your property like their own, and our 100% satisfaction guarantee.",
] as const;

const aboutTrustPoints = [
  `Family-owned and operated since ${business.foundedYear}`,
  "Licensed, fully insured and certified arborists on staff",
  `${business.rating.value}-star average from ${business.rating.count} local reviews`,
  "Free estimates and a 100% satisfaction guarantee",
] as const;

const companyValues: readonly Point[] = [
  {
    title: "Safety First",
    text: "Helmets, rigging, traffic control and a job briefing every morning. Nobody, and nothing on your property, gets hurt.",
    icon: "hardHat",
  },
  {
    title: "Excellence",
    text: "Proper pruning cuts, careful takedowns and cleanup you can inspect with bare feet.",
    icon: "award",
  },
  {
    title: "Reliability",
    text: "We show up when we say, call if anything changes and finish what we start, for the price we quoted.",
    icon: "users",
  },
  {
    title: "Innovation",
    text: "Cranes, compact equipment and modern treatments that get the job done faster and with less impact on your yard.",
    icon: "lightbulb",
  },
];

const workProcess: readonly Point[] = [
  {
    title: "Property Assessment",
    text: "An arborist walks your property with you, checks each tree's health and notes access, lines and structures.",
    icon: "search",
  },
  {
    title: "Detailed Quote",
    text: "You get a free written quote with the work, the schedule and a fixed price. No pressure, no surprises.",
    icon: "clipboardList",
  },
  {
    title: "Safe Execution",
    text: "A trained, insured crew does the work with the right equipment, protecting your home, lawn and neighbors.",
    icon: "clipboardCheck",
  },
  {
    title: "Complete Cleanup",
    text: "We haul debris, rake and blow off every surface, and walk the job with you before we leave.",
    icon: "trash2",
  },
];

const commitments = [
  "Free, written, fixed-price estimates",
  "Certified arborists on every assessment",
  "Pruning to ANSI A300 industry standards",
  "Oak wilt-safe practices on every oak",
  "Full cleanup and debris hauling included",
  "Licensed and insured crews; proof on request",
  responsePromises.en.emergencyCommitment,
  "100% satisfaction guarantee on every job",
] as const;

const spanish: Company = {
  whyChooseUs: [
    {
      title: "Arbolistas certificados",
      text: "Expertos capacitados planean cada trabajo, para salvar los árboles que vale la pena salvar y quitar los que hay que quitar.",
      icon: "award",
    },
    {
      title: "Con licencia y seguro",
      text: "Seguro de responsabilidad civil y de compensación para trabajadores. Le mandamos el comprobante del seguro antes de empezar.",
      icon: "shieldCheck",
    },
    {
      title: "Emergencias las 24 horas",
      text: responsePromises.es.emergencyCard,
      icon: "clock",
    },
    {
      title: "Garantía de satisfacción del 100%",
      text: "Presupuestos gratis por escrito, precios fijos y un patio limpio. Si algo no quedó bien, regresamos a arreglarlo.",
      icon: "badgeCheck",
    },
  ],
  aboutStory: [
    `${business.name} empezó en ${business.foundedYear} con una troca, una astilladora y una familia que creció trepándose a los encinos del centro de Texas. Nuestro fundador había trabajado años para compañías de árboles más grandes y creía que las familias de Waco merecían un equipo que llegara a tiempo, explicara el trabajo con honestidad y dejara cada patio más limpio de como lo encontró.`,
    "Más de diez años después seguimos siendo una empresa familiar y local. Nuestros arbolistas certificados y equipos capacitados han quitado árboles dañados después de algunas de las peores tormentas de primavera del valle del Brazos, han combatido el marchitamiento del encino en todo el condado de McLennan y han podado miles de olmos, nogales y encinos que dan sombra a las casas de nuestros vecinos.",
    "Cada trabajo, desde un solo tocón hasta acres enteros de cedro, recibe el mismo cuidado: un presupuesto gratis por escrito, un equipo que trata su propiedad como si fuera suya y nuestra garantía de satisfacción del 100%.",
  ],
  aboutTrustPoints: [
    `Empresa familiar desde ${business.foundedYear}`,
    "Con licencia, totalmente asegurados y con arbolistas certificados en el equipo",
    `Calificación promedio de ${business.rating.value} estrellas en ${business.rating.count} reseñas locales`,
    "Presupuestos gratis y garantía de satisfacción del 100%",
  ],
  companyValues: [
    {
      title: "La seguridad primero",
      text: "Cascos, cuerdas, control del tráfico y una junta de seguridad cada mañana. Nadie sale lastimado, y nada en su propiedad sale dañado.",
      icon: "hardHat",
    },
    {
      title: "Excelencia",
      text: "Cortes de poda bien hechos, derribos con cuidado y una limpieza que puede revisar descalzo.",
      icon: "award",
    },
    {
      title: "Cumplimiento",
      text: "Llegamos cuando decimos, le avisamos si algo cambia y terminamos lo que empezamos, al precio que le dimos.",
      icon: "users",
    },
    {
      title: "Innovación",
      text: "Grúas, equipo compacto y tratamientos modernos que hacen el trabajo más rápido y maltratan menos su patio.",
      icon: "lightbulb",
    },
  ],
  workProcess: [
    {
      title: "Revisión de la propiedad",
      text: "Un arbolista recorre su propiedad con usted, revisa la salud de cada árbol y toma nota del acceso, los cables y las construcciones.",
      icon: "search",
    },
    {
      title: "Presupuesto detallado",
      text: "Recibe un presupuesto gratis por escrito con el trabajo, las fechas y un precio fijo. Sin presiones y sin sorpresas.",
      icon: "clipboardList",
    },
    {
      title: "Trabajo seguro",
      text: "Un equipo capacitado y asegurado hace el trabajo con el equipo adecuado, cuidando su casa, su pasto y a sus vecinos.",
      icon: "clipboardCheck",
    },
    {
      title: "Limpieza completa",
      text: "Nos llevamos los desechos, rastrillamos y soplamos cada superficie, y revisamos el trabajo con usted antes de irnos.",
      icon: "trash2",
    },
  ],
  commitments: [
    "Presupuestos gratis, por escrito y a precio fijo",
    "Arbolistas certificados en cada revisión",
    "Poda según las normas ANSI A300 de la industria",
    "Prácticas que protegen cada encino del marchitamiento",
    "Limpieza completa y retiro de desechos incluidos",
    "Equipos con licencia y seguro; comprobante cuando lo pida",
    responsePromises.es.emergencyCommitment,
    "Garantía de satisfacción del 100% en cada trabajo",
  ],
};

export const company: Localized<Company> = {
  en: { whyChooseUs, aboutStory, aboutTrustPoints, companyValues, workProcess, commitments },
  es: spanish,
};
