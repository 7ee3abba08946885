import { business } from "./business";
import type { Localized } from "./locale";

/**
 * A paragraph, or a list. In the text, **term** is bold, [words](/path) links
 * to a page (in the page's language) and {phone} is the office's number.
 */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalDocument {
  intro: readonly LegalBlock[];
  sections: readonly { title: string; blocks: readonly LegalBlock[] }[];
}

const governs =
  "Esta es una traducción de la versión en inglés, para su comodidad. Si hay alguna diferencia entre las dos, rige la versión en inglés.";

const privacyEn: LegalDocument = {
  intro: [
    `${business.name} (“we”, “us”) respects your privacy. This policy explains what information we collect when you visit our website, call us or request a quote, how we use it, and the choices you have.`,
  ],
  sections: [
    {
      title: "Information We Collect",
      blocks: [
        "When you request a quote or contact us, you give us information such as:",
        {
          list: [
            "your name, phone number and email address, and the address where the work is if you give it;",
            "the service you are interested in and any message you write;",
            "details about your property or trees that you choose to share.",
          ],
        },
        "Like most websites, our server also records basic technical data with each visit: your IP address, browser type, the pages you request and the time of the request. We use it to keep the site secure and working.",
      ],
    },
    {
      title: "How We Use Your Information",
      blocks: [
        {
          list: [
            "to answer your questions, prepare estimates and schedule work;",
            "to call, text or email you about your request or a job in progress;",
            "to keep records of the work we do, as required for insurance and tax purposes;",
            "to protect our website from spam and abuse.",
          ],
        },
        "We do not sell, rent or trade your personal information.",
      ],
    },
    {
      title: "Cookies",
      blocks: [
        "Our public pages do not use advertising cookies, and no other company sets cookies through our site. We use small cookies of our own:",
        {
          list: [
            "**first_touch**: when you arrive from an ad, a campaign link or another website, it notes the ad or link's campaign tags and click code, the site that sent you and the first page you saw (when you come straight to the site, only that page, noted when a tiny image at the foot of the page loads), so that if you request a quote we know which of our ads or listings brought you. It is set by our server only, is not readable by scripts, is never shared with anyone, and expires after one day.",
            "**__quote_sent** and **__toast**: show the confirmation after you send a form (the service you chose and how many photos you sent), and are removed as soon as it is shown.",
            "**__session**: keeps our staff signed in to their private pages.",
          ],
        },
      ],
    },
    {
      title: "Sharing Your Information",
      blocks: [
        "We share information only with service providers who help us run our business (for example, our email and hosting providers), who may use it only on our behalf; with your insurance company when you ask us to; or when the law requires it.",
      ],
    },
    {
      title: "How Long We Keep It",
      blocks: [
        "We keep quote requests and job records for as long as we need them to serve you and meet our legal and insurance obligations, then delete them.",
      ],
    },
    {
      title: "Security",
      blocks: [
        "We use reasonable administrative and technical safeguards, including encrypted connections and access limited to our staff, to protect your information. No method of transmission or storage is perfectly secure, but we work hard to protect what you share with us.",
      ],
    },
    {
      title: "Children's Privacy",
      blocks: [
        "Our website and services are meant for adults. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has sent us information, contact us and we will delete it.",
      ],
    },
    {
      title: "Your Choices",
      blocks: [
        "You may ask us to see, correct or delete the personal information we hold about you, or to stop contacting you, at any time by calling or writing to us.",
      ],
    },
    {
      title: "Changes to This Policy",
      blocks: [
        "We may update this policy from time to time. The date at the top of this page shows when it last changed.",
      ],
    },
    {
      title: "Contact Us",
      blocks: [
        `Questions about this policy? Call us at {phone} or use our [contact page](/contact). ${business.name}, ${business.city}, ${business.state}.`,
      ],
    },
  ],
};

const privacyEs: LegalDocument = {
  intro: [
    governs,
    `${business.name} (“nosotros”) respeta su privacidad. Esta política explica qué información recogemos cuando visita nuestro sitio web, nos llama o pide un presupuesto, cómo la usamos y qué opciones tiene usted.`,
  ],
  sections: [
    {
      title: "La información que recogemos",
      blocks: [
        "Cuando pide un presupuesto o se comunica con nosotros, nos da información como:",
        {
          list: [
            "su nombre, número de teléfono y correo electrónico, y la dirección del trabajo si nos la da;",
            "el servicio que le interesa y cualquier mensaje que escriba;",
            "detalles de su propiedad o de sus árboles que decida compartir.",
          ],
        },
        "Como casi todos los sitios web, nuestro servidor también guarda datos técnicos básicos de cada visita: su dirección IP, el tipo de navegador, las páginas que pide y la hora. Los usamos para mantener el sitio seguro y funcionando.",
      ],
    },
    {
      title: "Cómo usamos su información",
      blocks: [
        {
          list: [
            "para contestar sus preguntas, preparar presupuestos y programar trabajos;",
            "para llamarle, mandarle mensajes de texto o correos sobre su solicitud o un trabajo en curso;",
            "para llevar el registro de los trabajos que hacemos, como lo piden el seguro y los impuestos;",
            "para proteger nuestro sitio del spam y del abuso.",
          ],
        },
        "No vendemos, rentamos ni intercambiamos su información personal.",
      ],
    },
    {
      title: "Cookies",
      blocks: [
        "Nuestras páginas públicas no usan cookies de publicidad, y ninguna otra empresa pone cookies a través de nuestro sitio. Usamos unas pequeñas cookies propias:",
        {
          list: [
            "**first_touch**: cuando llega desde un anuncio, un enlace de campaña u otro sitio web, anota las etiquetas de campaña y el código de clic del anuncio o enlace, el sitio que le mandó y la primera página que vio (si llega directamente al sitio, solo esa página, anotada cuando carga una imagen diminuta al pie de la página), para saber cuál de nuestros anuncios o listados le trajo si pide un presupuesto. Solo la pone nuestro servidor, los scripts no la pueden leer, nunca se comparte con nadie y se borra después de un día.",
            "**__quote_sent** y **__toast**: muestran la confirmación después de enviar un formulario (el servicio que escogió y cuántas fotos mandó), y se borran en cuanto se muestra.",
            "**__session**: mantiene a nuestro personal dentro de sus páginas privadas.",
          ],
        },
      ],
    },
    {
      title: "Con quién compartimos su información",
      blocks: [
        "Solo compartimos información con proveedores que nos ayudan a operar el negocio (por ejemplo, nuestros servicios de correo y de hospedaje web), que solo pueden usarla para nosotros; con su compañía de seguros cuando usted nos lo pide; o cuando la ley lo exige.",
      ],
    },
    {
      title: "Cuánto tiempo la guardamos",
      blocks: [
        "Guardamos las solicitudes de presupuesto y los registros de trabajos mientras los necesitamos para atenderle y cumplir con nuestras obligaciones legales y de seguro; después los borramos.",
      ],
    },
    {
      title: "Seguridad",
      blocks: [
        "Usamos medidas administrativas y técnicas razonables para proteger su información, como conexiones cifradas y acceso limitado a nuestro personal. Ningún método de transmisión o almacenamiento es perfectamente seguro, pero trabajamos duro para proteger lo que comparte con nosotros.",
      ],
    },
    {
      title: "Privacidad de los niños",
      blocks: [
        "Nuestro sitio y nuestros servicios son para adultos. No recogemos a sabiendas información personal de niños menores de 13 años. Si cree que un niño menor de 13 años nos mandó información, comuníquese con nosotros y la borraremos.",
      ],
    },
    {
      title: "Sus opciones",
      blocks: [
        "Puede pedirnos en cualquier momento ver, corregir o borrar la información personal que tenemos de usted, o que dejemos de comunicarnos con usted, llamándonos o escribiéndonos.",
      ],
    },
    {
      title: "Cambios a esta política",
      blocks: [
        "Podemos actualizar esta política de vez en cuando. La fecha al principio de esta página indica cuándo cambió por última vez.",
      ],
    },
    {
      title: "Contáctenos",
      blocks: [
        `¿Preguntas sobre esta política? Llámenos al {phone} o use nuestra [página de contacto](/contact). ${business.name}, ${business.city}, ${business.state}.`,
      ],
    },
  ],
};

const termsEn: LegalDocument = {
  intro: [
    `These terms apply to your use of the ${business.name} website and to estimates you request through it. By using the site you agree to them. If you do not agree, please do not use the site.`,
  ],
  sections: [
    {
      title: "Use of the Website",
      blocks: [
        "You may use this website to learn about our services and to contact us. You agree not to misuse it, including by sending false information, spam or harmful code, or by trying to access parts of the site that are not meant for the public.",
      ],
    },
    {
      title: "Estimates and Services",
      blocks: [
        "Information on this website, including sample prices and timelines, is general guidance and not an offer. Every job is quoted after we assess the property. A written estimate describes the work, the price and how long the price is valid. The tree work itself is governed by the written estimate or agreement you accept.",
      ],
    },
    {
      title: "Scheduling and Weather",
      blocks: [
        "We schedule work as quickly as we can. Weather, storm emergencies, utility coordination and safety conditions can delay work; we will tell you promptly if your date changes. Emergency response times are typical, not guaranteed.",
      ],
    },
    {
      title: "Property Access and Utilities",
      blocks: [
        "You confirm that you own the property where work is done or are authorized by the owner, and that you will tell us about anything we cannot see, such as sprinkler lines, septic systems or private underground utilities. We request public utility locates before grinding or digging.",
      ],
    },
    {
      title: "Payment",
      blocks: ["Payment is due as stated on your estimate or invoice, usually when the job is complete."],
    },
    {
      title: "Satisfaction Guarantee",
      blocks: [
        "If you are not satisfied with completed work, tell us within 7 days and we will return to make it right at no extra cost, as described on your estimate.",
      ],
    },
    {
      title: "Content and Trademarks",
      blocks: [
        `The text, illustrations and logo on this website belong to ${business.name} and may not be copied for commercial use without our permission.`,
      ],
    },
    {
      title: "Limitation of Liability",
      blocks: [
        `The website is provided “as is”. To the extent the law allows, ${business.name} is not liable for indirect or consequential damages arising from your use of the website. Nothing in these terms limits our responsibility for the work we perform or our insurance coverage for it.`,
      ],
    },
    {
      title: "Governing Law",
      blocks: [
        `These terms are governed by the laws of the State of Texas. Any dispute relating to them or to this website will be brought in the state courts located in ${business.county}, Texas.`,
      ],
    },
    {
      title: "Changes",
      blocks: ["We may update these terms. The date at the top of this page shows when they last changed."],
    },
    {
      title: "Contact Us",
      blocks: [
        "Questions about these terms? Call us at {phone} or use our [contact page](/contact). See also our [Privacy Policy](/privacy-policy).",
      ],
    },
  ],
};

const termsEs: LegalDocument = {
  intro: [
    governs,
    `Estos términos aplican cuando usa el sitio web de ${business.name} y a los presupuestos que pida por medio de él. Al usar el sitio, usted los acepta. Si no está de acuerdo, por favor no use el sitio.`,
  ],
  sections: [
    {
      title: "Uso del sitio web",
      blocks: [
        "Puede usar este sitio para conocer nuestros servicios y comunicarse con nosotros. Se compromete a no usarlo mal, por ejemplo mandando información falsa, spam o código dañino, o tratando de entrar a partes del sitio que no son para el público.",
      ],
    },
    {
      title: "Presupuestos y servicios",
      blocks: [
        "La información de este sitio, incluidos los precios y tiempos de ejemplo, es una guía general y no una oferta. Cada trabajo se cotiza después de revisar la propiedad. Un presupuesto por escrito describe el trabajo, el precio y por cuánto tiempo es válido ese precio. El trabajo de árboles se rige por el presupuesto o acuerdo por escrito que usted acepte.",
      ],
    },
    {
      title: "Fechas y clima",
      blocks: [
        "Programamos los trabajos lo más pronto que podemos. El clima, las emergencias por tormenta, la coordinación con las compañías de servicios y las condiciones de seguridad pueden retrasar un trabajo; le avisaremos enseguida si cambia su fecha. Los tiempos de llegada en emergencias son los normales, no una garantía.",
      ],
    },
    {
      title: "Acceso a la propiedad y líneas de servicios",
      blocks: [
        "Usted confirma que es dueño de la propiedad donde se hace el trabajo o que el dueño le autorizó, y que nos avisará de todo lo que no podemos ver, como tubos de riego, fosas sépticas o líneas privadas enterradas. Pedimos la ubicación de las líneas públicas antes de triturar o escarbar.",
      ],
    },
    {
      title: "Pago",
      blocks: ["El pago se hace como dice su presupuesto o factura, normalmente al terminar el trabajo."],
    },
    {
      title: "Garantía de satisfacción",
      blocks: [
        "Si no queda satisfecho con un trabajo terminado, avísenos dentro de los 7 días siguientes y regresaremos a arreglarlo sin costo adicional, como dice su presupuesto.",
      ],
    },
    {
      title: "Contenido y marcas",
      blocks: [
        `Los textos, las ilustraciones y el logotipo de este sitio son de ${business.name} y no se pueden copiar para uso comercial sin nuestro permiso.`,
      ],
    },
    {
      title: "Límite de responsabilidad",
      blocks: [
        `El sitio se ofrece “tal cual”. En la medida en que la ley lo permita, ${business.name} no es responsable de daños indirectos o consecuentes que resulten del uso del sitio. Nada en estos términos limita nuestra responsabilidad por el trabajo que hacemos ni la cobertura de nuestro seguro.`,
      ],
    },
    {
      title: "Ley aplicable",
      blocks: [
        `Estos términos se rigen por las leyes del estado de Texas. Cualquier disputa sobre ellos o sobre este sitio se presentará ante los tribunales estatales del condado de McLennan, Texas.`,
      ],
    },
    {
      title: "Cambios",
      blocks: [
        "Podemos actualizar estos términos. La fecha al principio de esta página indica cuándo cambiaron por última vez.",
      ],
    },
    {
      title: "Contáctenos",
      blocks: [
        "¿Preguntas sobre estos términos? Llámenos al {phone} o use nuestra [página de contacto](/contact). Vea también nuestra [Política de privacidad](/privacy-policy).",
      ],
    },
  ],
};

/** Each language's documents, and the line under their heading that dates them. */
export const legalDocuments: Localized<{ privacy: LegalDocument; terms: LegalDocument; lastUpdated: string }> = {
  en: { privacy: privacyEn, terms: termsEn, lastUpdated: "Last updated January 29, 2025" },
  es: { privacy: privacyEs, terms: termsEs, lastUpdated: "Última actualización: 29 de enero de 2025" },
};
