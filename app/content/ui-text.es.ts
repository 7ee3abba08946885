import { business, openingHoursTable } from "./business";
import type { ServiceSlug } from "./services";
import type { ServiceWords, UiText } from "./ui-text";

/**
 * The components' words in Spanish, for homeowners in Texas: "usted", the
 * words people search with (poda de árboles, quitar árboles, árbol caído,
 * presupuesto gratis). Town names, the phone number and the business name
 * stay as they are. Server-only: Spanish pages fetch it as one file (locale-data.server.ts).
 */

const spanishDays: Readonly<Record<string, string>> = {
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
  Sunday: "domingo",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ratingSummary = `${business.rating.value} de 5 en ${business.rating.count} reseñas`;
/** The quote form's promise of a call back, as the Spanish pages word it. */
export const callbackPromise =
  "Le devolvemos la llamada en menos de una hora hábil; emergencias las 24 horas, los 7 días de la semana.";

export const spanishUiText: UiText = {
  skipToContent: "Saltar al contenido",
  languageSwitch: { label: "English", title: "View this page in English" },
  topBar: {
    emergency: "Emergencias 24/7",
    serviceArea: "Servimos a Waco, Hewitt, Woodway y el centro de Texas",
    licensed: "Con licencia y seguro",
  },
  nav: {
    main: "Principal",
    mobile: "Menú del teléfono",
    menu: "Menú",
    home: "Inicio",
    about: "Nosotros",
    services: "Servicios",
    serviceAreas: "Áreas de servicio",
    contact: "Contacto",
    logo: `${business.name}, inicio`,
    freeQuote: "Presupuesto gratis",
    callNow: "Llámenos",
    call: "Llamar",
  },
  callBar: { label: "Llámenos o pida un presupuesto", call: "Llámenos", quote: "Presupuesto gratis" },
  footer: {
    blurb: `Cuidado de árboles de una empresa familiar en ${business.city} y el centro de Texas desde ${business.foundedYear}. Con licencia, asegurados y disponibles las 24 horas para emergencias por tormenta.`,
    services: "Nuestros servicios",
    areas: "Áreas de servicio",
    company: "La empresa",
    about: "Quiénes somos",
    contact: "Contacto y presupuesto gratis",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    sitemap: "Mapa del sitio",
    copyright: `© {year} ${business.name}. Cuidado de árboles con licencia y seguro en ${business.city}, ${business.state}.`,
  },
  hero: {
    promise: `Arbolistas certificados, con licencia y seguro. Servicio de emergencia las 24 horas: normalmente llegamos en 2 a 4 horas.`,
    freeQuote: "Presupuesto gratis",
    callNow: "Llámenos",
    since: `Desde ${business.foundedYear}`,
    familyOwned: "Empresa familiar",
    rating: ratingSummary,
    freeEstimates: "Presupuestos gratis",
  },
  whyChooseUs: {
    eyebrow: "Por qué elegirnos",
    title: "Cuidado de árboles en el que puede confiar",
    text: "Familias de todo Waco nos llaman porque hacemos bien el trabajo, respondemos por él y siempre contestamos el teléfono.",
  },
  servicesGrid: {
    eyebrow: "Nuestros servicios",
    title: "Todo para sus árboles en Waco",
    text: "Desde un solo tocón hasta un patio destrozado por la tormenta, un equipo local se encarga de todo, con presupuesto gratis en cada trabajo.",
    learnMore: "Más información",
    learnMoreAbout: " sobre {service}",
  },
  aboutSection: {
    eyebrow: "Quiénes somos",
    title: "Expertos en árboles, una empresa familiar de Waco",
    button: "Nuestra historia",
  },
  stars: "{rating} de 5 estrellas",
  testimonials: {
    eyebrow: "Opiniones de clientes",
    title: "Lo que dicen nuestros vecinos",
    text: `Calificación de ${ratingSummary} de familias de Waco y el centro de Texas (reseñas traducidas del inglés).`,
  },
  areas: {
    eyebrow: "Áreas de servicio",
    title: "Con orgullo servimos a Waco y el centro de Texas",
    text: "Nuestros equipos están en Waco y llegan a casi todo el condado de McLennan el mismo día.",
    alsoServe: "También servimos a",
    otherTowns: "Otros pueblos que servimos",
    seeAll: "Ver todas las áreas de servicio",
  },
  cta: {
    title: "¿Necesita quitar o podar un árbol, o limpiar después de una tormenta?",
    rating: `${ratingSummary}. Presupuestos gratis y garantía de satisfacción del 100%.`,
    quote: "Pida su presupuesto gratis",
    call: "Llame al",
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Preguntas frecuentes",
    text: "Respuestas claras sobre precios, tiempos y qué esperar.",
  },
  contactSection: {
    eyebrow: "Presupuesto gratis",
    title: "Pida su presupuesto gratis",
    text: "Cuéntenos de sus árboles y cómo podemos comunicarnos con usted.",
  },
  contactDetails: {
    callOrText: "Llame o mande un mensaje de texto",
    answered: "Contestamos las 24 horas para emergencias",
    serviceArea: "Área de servicio",
    serviceAreaText: `${business.city}, Hewitt, Woodway, Robinson, Bellmead y todo el condado de McLennan`,
    hours: "Horario",
    hoursTable: openingHoursTable((day) => capitalized(spanishDays[day] ?? day), "Servicio de emergencia"),
    mapTitle: "Mapa de Waco, TX, donde tenemos nuestra base",
    basedIn: `Con base en ${business.city}, ${business.state}.`,
    largerMap: "Ver el mapa más grande",
  },
  quoteForm: {
    promise: callbackPromise,
    guarantee: "Presupuestos gratis, con licencia y seguro, y nuestra garantía de satisfacción del 100%.",
    fixOne: "Por favor corrija este campo:",
    fixMany: "Por favor corrija estos campos:",
    labels: {
      name: "Nombre completo",
      phone: "Número de teléfono",
      email: "Correo electrónico",
      address: "Dirección",
      service: "Servicio que necesita",
      message: "Mensaje",
      photos: "Fotos",
    },
    emailHint: "Opcional: si nos lo da, le enviamos la confirmación y el enlace para reservar.",
    addressHint: "Dónde está el árbol, para ir a verlo (opcional).",
    selectService: "Escoja un servicio",
    messagePlaceholder: "Cuéntenos de sus árboles; por ejemplo, un encino grande que se está inclinando hacia la casa",
    sendError: "Error al enviar el mensaje",
    sending: "Enviando...",
    submit: "Quiero mi presupuesto gratis",
    honeypot: "Por favor deje este campo vacío",
    textMe: "Envíenme mensajes de texto sobre mi solicitud",
    textMeTerms:
      "Opcional, solo sobre esta solicitud. Pueden aplicarse tarifas de mensajes y datos. Responda BAJA para no recibir más, AYUDA para ayuda.",
  },
  photos: {
    label: "Fotos del árbol (hasta {max})",
    hint: "Opcional. Una o dos fotos del árbol y de lo que tiene cerca nos ayudan a darle el presupuesto más rápido ({size} por foto como máximo).",
    chosen: "Fotos escogidas",
    remove: "Quitar {name}",
    sending: "Enviando las fotos",
    progress: "{sent} de {total} enviados, faltan unos {left}",
  },
  thankYou: {
    title: "Mensaje enviado",
    received: "Gracias. Recibimos su solicitud.",
    nextTitle: "Lo que sigue",
    next: `${callbackPromise} Hablaremos del trabajo y quedaremos en una hora para ir a verlo.`,
    emergencyNow: "¿Es una emergencia? Llámenos ahora, de día o de noche.",
    emergencyWait: "¿Es una emergencia? No espere nuestra llamada.",
    call: "Llame al",
    askedFor: "Usted pidió",
    photos: "Fotos",
    none: "Ninguna",
    photoOne: "1 foto",
    photoMany: "{count} fotos",
    photosNotStored:
      "Recibimos su solicitud, pero en este momento no pudimos guardar sus fotos. Téngalas a la mano para mandárnoslas por mensaje de texto al",
    another: "Enviar otra solicitud",
  },
  emergencyAdvice: [
    "Mantenga a todos lejos del árbol y de cualquier cable eléctrico caído; trate todos los cables como si tuvieran corriente.",
    "Si alguien está herido o en peligro, llame primero al 911.",
  ],
  errors: {
    notFoundTitle: "404: no encontramos la página",
    notFoundText:
      "No pudimos encontrar esa página. Puede que la dirección tenga un error o que la página se haya cambiado de lugar. Revise la dirección o use uno de los enlaces de abajo.",
    serverTitle: "Algo salió mal",
    serverText:
      "Lo sentimos, esta página tuvo un problema de nuestro lado. Por favor intente de nuevo en un momento. Si su árbol no puede esperar, llámenos: contestamos las 24 horas.",
    home: "Ir al inicio",
    contact: "Contáctenos",
  },
  toast: { dismiss: "Cerrar" },
  imageAlts: {
    hero: "Equipo con cascos quitando un árbol grande junto a una casa de Waco",
    about: "Nuestro equipo familiar con cascos junto a la troca de la empresa y un encino",
  },
};

export const spanishServices: Readonly<Record<ServiceSlug, ServiceWords>> = {
  "tree-removal": {
    title: "Quitar árboles",
    shortTitle: "Quitar árboles",
    description:
      "Quitamos con seguridad árboles secos, inclinados o que ya no quiere, de cualquier tamaño, y dejamos todo limpio.",
    imageAlt: "Arbolista con casco cortando por partes un árbol grande junto a una casa",
  },
  "tree-trimming": {
    title: "Poda de árboles",
    shortTitle: "Poda de árboles",
    description: "Una poda que mantiene sus árboles sanos, con buena forma y lejos del techo y de los cables.",
    imageAlt: "Trepador con casco podando la copa de un encino desde una cuerda",
  },
  "stump-removal": {
    title: "Triturar y quitar tocones",
    shortTitle: "Tocones",
    description:
      "Trituramos los tocones bajo el nivel del suelo para que pueda cortar el pasto, sembrar o construir encima.",
    imageAlt: "Trituradora de tocones compacta moliendo un tocón viejo por debajo del pasto",
  },
  "emergency-tree-service": {
    title: "Emergencias de árboles 24/7",
    shortTitle: "Emergencias",
    description: "Quitamos árboles caídos o dañados por la tormenta de día o de noche, normalmente en 2 a 4 horas.",
    imageAlt: "Rama grande caída por la tormenta sobre el techo de una casa, bajo nubes oscuras",
  },
  "tree-health": {
    title: "Salud y tratamiento de árboles",
    shortTitle: "Salud de árboles",
    description:
      "Arbolistas certificados detectan a tiempo el marchitamiento del encino, las plagas y el deterioro, y los tratan.",
    imageAlt: "Arbolista revisando con una lupa el tronco y las hojas de un encino",
  },
  "land-clearing": {
    title: "Limpieza de terrenos",
    shortTitle: "Limpieza de terrenos",
    description: "Limpiamos maleza, cedros y árboles para construir, para potreros y para cercas.",
    imageAlt: "Trituradora forestal limpiando cedros y maleza de un terreno, dejando los encinos en pie",
  },
};
