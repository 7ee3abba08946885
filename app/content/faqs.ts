import { business } from "./business";
import type { Locale, Localized } from "./locale";
import { responsePromises } from "./response-promises";

export interface Faq {
  question: string;
  answer: string;
}

const homeFaqs: readonly Faq[] = [
  {
    question: "How much does tree removal cost in Waco?",
    answer:
      "It depends on the tree's size, where it stands and how much rigging it needs. As a guide, small trees usually cost $300-800, medium trees $800-1500 and large trees $1500-3000 or more. Every estimate is free and written, with no surprise charges.",
  },
  {
    question: "How long does a tree removal take?",
    answer:
      "Most residential removals are finished in 1-2 days, including cleanup. Large trees close to a house, or jobs that need a crane, can take a little longer; we tell you the schedule up front.",
  },
  {
    question: "How often should my trees be trimmed?",
    answer:
      "Most mature shade trees in Central Texas need trimming every 3-5 years. Young trees benefit from lighter structural pruning more often, and trees over a roof may need clearance trims in between.",
  },
  {
    question: "When is the best time to trim trees in Waco?",
    answer:
      "Late winter to early spring, while trees are dormant. For live oaks and red oaks this timing also matters because of oak wilt: we avoid wounding oaks in spring and seal every fresh oak cut.",
  },
  {
    question: "How fast can you respond to a tree emergency?",
    answer: responsePromises.en.emergencyFaq,
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. We are a licensed, fully insured, family-owned company with certified arborists on staff, serving Waco since ${business.foundedYear}. We gladly send proof of insurance before any job, and every job carries our 100% satisfaction guarantee.`,
  },
];

const contactFaqs: readonly Faq[] = [
  {
    question: "Are estimates really free?",
    answer:
      "Yes. We visit, look at the trees with you and give you a written estimate at no cost and with no obligation.",
  },
  {
    question: "How quickly will you get back to me?",
    answer: responsePromises.en.callBackFaq,
  },
  {
    question: "Do I need to be home for the estimate?",
    answer:
      "It helps, but it isn't required. If the trees are easy to reach, we can assess them and send the estimate by phone or email.",
  },
  {
    question: "What areas do you serve?",
    answer:
      "Waco, Hewitt, Woodway, Robinson, Bellmead and towns across McLennan County, including Lorena, McGregor, Mart, Lacy Lakeview, China Spring, Crawford and Elm Mott.",
  },
];

const serviceFaqs: Faqs["services"] = {
  "tree-removal": [
    {
      question: "Do I need a permit to remove a tree in Waco?",
      answer:
        "Most trees on private residential lots can be removed without a city permit, but rules differ for protected trees, commercial sites and HOA neighborhoods. We check what applies to your property before we start.",
    },
    {
      question: "Will you grind the stump too?",
      answer:
        "We can. Stump grinding is offered on every removal and is usually done the same visit, so you get one price and one cleanup.",
    },
    {
      question: "What happens to the wood?",
      answer:
        "We haul everything away by default. If you'd like firewood, we cut it to length and stack it where you want it.",
    },
  ],
  "tree-trimming": [
    {
      question: "Do you top trees?",
      answer:
        "No. Topping weakens trees and causes fast, poorly attached regrowth. We thin and reduce the crown with proper cuts instead, following ANSI A300 standards.",
    },
    {
      question: "Can you trim near power lines?",
      answer:
        "We clear branches near the service line to your house. Lines on the utility poles are handled by the utility, and we coordinate with them when needed.",
    },
    {
      question: "Why trim oaks only in winter?",
      answer:
        "Fresh wounds on oaks in spring attract the sap beetles that spread oak wilt. Trimming in the cold months and sealing each cut protects your oaks.",
    },
  ],
  "emergency-tree-service": [
    {
      question: "What should I do right after a tree falls on my house?",
      answer:
        "Get everyone out of the affected rooms, stay away from any downed power lines, and call us. If lines are down, call Oncor too. We take it from there.",
    },
    {
      question: "Will my insurance pay for emergency tree removal?",
      answer:
        "When a tree damages a covered structure, most homeowner policies pay for removal. We photograph the damage and provide the documentation your adjuster needs.",
    },
    {
      question: "Do you charge extra at night or on holidays?",
      answer: "Emergency work is priced on the phone before we roll, so you know the cost up front, day or night.",
    },
  ],
};

interface Faqs {
  home: readonly Faq[];
  contact: readonly Faq[];
  /** Only these services have their own FAQs. */
  services: Readonly<Record<"tree-removal" | "tree-trimming" | "emergency-tree-service", readonly Faq[]>>;
}

const spanish: Faqs = {
  home: [
    {
      question: "¿Cuánto cuesta quitar un árbol en Waco?",
      answer:
        "Depende del tamaño del árbol, de dónde está y de cuántas cuerdas y equipo se necesitan. Como referencia, un árbol chico suele costar de $300 a $800, uno mediano de $800 a $1500 y uno grande de $1500 a $3000 o más. Todos los presupuestos son gratis y por escrito, sin cargos sorpresa.",
    },
    {
      question: "¿Cuánto tardan en quitar un árbol?",
      answer:
        "La mayoría de los trabajos en casas se terminan en 1 o 2 días, con todo y limpieza. Un árbol grande muy pegado a la casa, o un trabajo que necesita grúa, puede tardar un poco más; le decimos las fechas desde el principio.",
    },
    {
      question: "¿Cada cuánto hay que podar mis árboles?",
      answer:
        "La mayoría de los árboles de sombra ya grandes en el centro de Texas necesitan poda cada 3 a 5 años. A los árboles jóvenes les conviene una poda ligera de formación más seguido, y los que están sobre el techo pueden necesitar un despeje entre una poda y otra.",
    },
    {
      question: "¿Cuál es la mejor época para podar árboles en Waco?",
      answer:
        "De finales del invierno a principios de la primavera, cuando los árboles están en reposo. En los encinos y robles rojos esto importa también por el marchitamiento del encino (oak wilt): no les hacemos heridas en primavera y sellamos cada corte fresco.",
    },
    {
      question: "¿Qué tan rápido llegan en una emergencia?",
      answer: responsePromises.es.emergencyFaq,
    },
    {
      question: "¿Tienen licencia y seguro?",
      answer: `Sí. Somos una empresa familiar con licencia y totalmente asegurada, con arbolistas certificados en el equipo, y servimos a Waco desde ${business.foundedYear}. Con gusto le mandamos el comprobante del seguro antes de cualquier trabajo, y cada trabajo lleva nuestra garantía de satisfacción del 100%.`,
    },
  ],
  contact: [
    {
      question: "¿De veras el presupuesto es gratis?",
      answer:
        "Sí. Vamos, vemos los árboles con usted y le damos un presupuesto por escrito sin costo y sin compromiso.",
    },
    {
      question: "¿Qué tan pronto me van a llamar?",
      answer: responsePromises.es.callBackFaq,
    },
    {
      question: "¿Tengo que estar en casa para el presupuesto?",
      answer:
        "Ayuda, pero no es necesario. Si llegamos fácil a los árboles, podemos revisarlos y mandarle el presupuesto por teléfono o por correo electrónico.",
    },
    {
      question: "¿A qué áreas dan servicio?",
      answer:
        "Waco, Hewitt, Woodway, Robinson, Bellmead y pueblos de todo el condado de McLennan, como Lorena, McGregor, Mart, Lacy Lakeview, China Spring, Crawford y Elm Mott.",
    },
  ],
  services: {
    "tree-removal": [
      {
        question: "¿Necesito un permiso para quitar un árbol en Waco?",
        answer:
          "La mayoría de los árboles en terrenos residenciales privados se pueden quitar sin permiso de la ciudad, pero las reglas cambian para árboles protegidos, propiedades comerciales y vecindarios con HOA. Antes de empezar revisamos qué aplica a su propiedad.",
      },
      {
        question: "¿También trituran el tocón?",
        answer:
          "Sí. Ofrecemos triturar el tocón en cada trabajo y casi siempre se hace en la misma visita, así que usted paga un solo precio y se hace una sola limpieza.",
      },
      {
        question: "¿Qué pasa con la madera?",
        answer:
          "Normalmente nos llevamos todo. Si quiere leña, la cortamos a la medida y se la dejamos apilada donde usted diga.",
      },
    ],
    "tree-trimming": [
      {
        question: "¿Desmochan los árboles?",
        answer:
          "No. Desmochar debilita los árboles y hace que rebroten rápido y con ramas mal pegadas. En lugar de eso, aclaramos y reducimos la copa con cortes correctos, según las normas ANSI A300.",
      },
      {
        question: "¿Pueden podar cerca de los cables eléctricos?",
        answer:
          "Despejamos las ramas cerca del cable que llega a su casa. Los cables de los postes los maneja la compañía de luz, y nos coordinamos con ella cuando hace falta.",
      },
      {
        question: "¿Por qué podar los encinos solo en invierno?",
        answer:
          "En primavera, las heridas frescas de los encinos atraen a los escarabajos de la savia que contagian el marchitamiento del encino. Podar en los meses fríos y sellar cada corte protege sus encinos.",
      },
    ],
    "emergency-tree-service": [
      {
        question: "¿Qué hago si se me cayó un árbol encima de la casa?",
        answer:
          "Saque a todos de los cuartos afectados, aléjese de cualquier cable eléctrico caído y llámenos. Si hay cables caídos, llame también a Oncor. Nosotros nos encargamos de lo demás.",
      },
      {
        question: "¿Mi seguro paga por quitar un árbol en una emergencia?",
        answer:
          "Cuando un árbol daña una construcción cubierta, la mayoría de las pólizas de casa pagan por quitarlo. Tomamos fotos de los daños y le damos los documentos que necesita su ajustador.",
      },
      {
        question: "¿Cobran más de noche o en días festivos?",
        answer:
          "El trabajo de emergencia se cotiza por teléfono antes de salir, así que usted sabe el costo desde el principio, de día o de noche.",
      },
    ],
  },
};

export const faqs: Localized<Faqs> = {
  en: { home: homeFaqs, contact: contactFaqs, services: serviceFaqs },
  es: spanish,
};

export function getServiceFaqs(slug: string, locale: Locale): readonly Faq[] {
  return (faqs[locale].services as Readonly<Record<string, readonly Faq[]>>)[slug] ?? [];
}
