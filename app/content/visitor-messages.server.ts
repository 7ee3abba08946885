import { business } from "./business";
import type { Localized } from "./locale";

/**
 * Every later email to a visitor, in the lead's language ("{name}" marks: fillText): their
 * estimate visit's emails and calendar event, and the review request. The review words are the
 * same for every customer, whatever they told us: no gating, no incentive (decision 059).
 */
const en = {
  /** What every email to a customer carries: a Call button and a way to stop them. */
  email: {
    call: "Call us: {phone}",
    unsubscribe: "Don't want emails from us? Unsubscribe",
    confirmAsk:
      "Is this your email address? Confirm it, and our emails about your visit will also show the name and street address you gave us.",
    confirmLink: "Yes, this is my email address",
  },
  visit: {
    bookedSubject: `Your free estimate visit: {when} (${business.name})`,
    movedSubject: `Your estimate visit moved: {when} (${business.name})`,
    cancelledSubject: `Your estimate visit is cancelled: {when} (${business.name})`,
    reminderSubject: `Tomorrow: your free estimate visit, {when} (${business.name})`,
    onMyWaySubject: `We're on our way (${business.name})`,
    bookedHeading: "Your estimate visit is booked",
    movedHeading: "Your estimate visit has moved",
    cancelledHeading: "Your estimate visit is cancelled",
    reminderHeading: "See you tomorrow",
    onMyWayHeading: "We're on our way",
    bookedIntro: "We'll arrive within this window to look at the trees and give you a free estimate.",
    cancelledIntro: "Book another time online whenever you like, or call us.",
    reminderIntro: "We'll arrive within this window tomorrow. Need another time? Move or cancel below.",
    // {arrival} ends its own sentence: "10:50 a.m."
    onMyWayIntro: "We expect to arrive around {arrival}",
    when: "When",
    where: "Where",
    addressMissing: "We'll ask for the address when we call.",
    manageLink: "Move or cancel your visit",
    bookAgainLink: "Book another time",
    /** The calendar event's title and description. */
    summary: `Free estimate visit: ${business.name}`,
    description: `Free estimate visit by ${business.name}. Questions? Call {phone}. Move or cancel: {link}`,
  },
  /** A job visit's words (the accepted work, booked by staff): they replace the estimate visit's. */
  jobVisit: {
    bookedSubject: `Your tree job is booked: {when} (${business.name})`,
    movedSubject: `Your tree job has a new day: {when} (${business.name})`,
    cancelledSubject: `Your tree job's day is cancelled: {when} (${business.name})`,
    reminderSubject: `Tomorrow: your tree job, {when} (${business.name})`,
    bookedHeading: "Your job is booked",
    movedHeading: "Your job has a new day",
    cancelledHeading: "Your job's day is cancelled",
    bookedIntro: "Our crew will arrive within this window to do the work you accepted.",
    cancelledIntro: "We'll call you to find another day.",
    reminderIntro: "Our crew arrives within this window tomorrow. Need another day? Call us.",
    manageLink: "Need another day? Call us",
    bookAgainLink: "Call us to find another day",
    summary: `Tree job: ${business.name}`,
    description: `The work you accepted, by ${business.name}. Questions or another day? Call {phone}.`,
  },
  review: {
    subject: `How did we do? A minute for ${business.name}`,
    reminderSubject: `A quick reminder from ${business.name}`,
    greeting: "Hi {name},",
    body: `Thank you for choosing ${business.name}. If you have a minute, would you tell others how the job went? A review helps neighbors in Waco find a crew they can trust.`,
    reminderBody:
      "A few days ago we asked how your tree job went. If you have a minute, a review helps neighbors in Waco find a crew they can trust.",
    google: "Leave a review on Google",
    other: "Review us on {platform}",
    privately: "Something we should know? Tell us privately",
    /** The subject of the "tell us privately" email the customer writes. */
    privatelySubject: "About my tree job",
    signature: `Thank you, the ${business.name} crew`,
    unsubscribe: "Don't want emails like this? Unsubscribe",
  },
  /** Texts, for a lead that ticked "Text me about my request": short, the office's name first. */
  text: {
    confirmation: `${business.name}: we got your request and will call you soon. Questions? Call {phone}. Reply STOP to opt out.`,
    reminder: `${business.name}: see you tomorrow, {when}, for your free estimate. Move or cancel: {link} Reply STOP to opt out.`,
    jobReminder: `${business.name}: our crew comes tomorrow, {when}, for your tree job. Another day? Call {phone}. Reply STOP to opt out.`,
    onMyWay: `${business.name}: we're on our way, arriving around {arrival} Questions? Call {phone}.`,
    review: `${business.name}: thank you for choosing us! A review helps neighbors find a crew they trust: {link} Reply STOP to opt out.`,
    missedCall: `${business.name}: sorry we missed you. Reply with the address and a photo of the tree, or call back at {phone}.`,
  },
};

type VisitorMessages = typeof en;

export const visitorMessages: Localized<VisitorMessages> = {
  en,
  es: {
    email: {
      call: "Llámenos: {phone}",
      unsubscribe: "¿No quiere recibir nuestros correos? Cancele su suscripción",
      confirmAsk:
        "¿Es este su correo? Confírmelo y nuestros correos sobre su visita mostrarán también el nombre y la dirección que nos dio.",
      confirmLink: "Sí, este es mi correo",
    },
    visit: {
      bookedSubject: `Su visita para el presupuesto gratis: {when} (${business.name})`,
      movedSubject: `Nueva hora para su visita del presupuesto: {when} (${business.name})`,
      cancelledSubject: `Su visita del presupuesto está cancelada: {when} (${business.name})`,
      reminderSubject: `Mañana: su visita para el presupuesto gratis, {when} (${business.name})`,
      onMyWaySubject: `Vamos en camino (${business.name})`,
      bookedHeading: "Su visita para el presupuesto está reservada",
      movedHeading: "Su visita para el presupuesto tiene nueva hora",
      cancelledHeading: "Su visita para el presupuesto está cancelada",
      reminderHeading: "Nos vemos mañana",
      onMyWayHeading: "Vamos en camino",
      bookedIntro: "Llegaremos dentro de este horario para ver sus árboles y darle un presupuesto gratis.",
      cancelledIntro: "Reserve otra hora en línea cuando guste, o llámenos.",
      reminderIntro: "Mañana llegaremos dentro de este horario. ¿Necesita otra hora? Cámbiela o cancélela abajo.",
      onMyWayIntro: "Hora aproximada de llegada: {arrival}",
      when: "Cuándo",
      where: "Dónde",
      addressMissing: "Le pedimos la dirección cuando le llamemos.",
      manageLink: "Cambie o cancele su visita",
      bookAgainLink: "Reserve otra hora",
      summary: `Visita para presupuesto gratis: ${business.name}`,
      description: `Visita de ${business.name} para darle un presupuesto gratis. ¿Preguntas? Llame al {phone}. Para cambiarla o cancelarla: {link}`,
    },
    jobVisit: {
      bookedSubject: `Su trabajo está reservado: {when} (${business.name})`,
      movedSubject: `Nuevo día para su trabajo: {when} (${business.name})`,
      cancelledSubject: `El día de su trabajo está cancelado: {when} (${business.name})`,
      reminderSubject: `Mañana: su trabajo en los árboles, {when} (${business.name})`,
      bookedHeading: "Su trabajo está reservado",
      movedHeading: "Su trabajo tiene nuevo día",
      cancelledHeading: "El día de su trabajo está cancelado",
      bookedIntro: "Nuestra cuadrilla llegará dentro de este horario para hacer el trabajo que aceptó.",
      cancelledIntro: "Le llamaremos para buscar otro día.",
      reminderIntro: "Mañana nuestra cuadrilla llega dentro de este horario. ¿Necesita otro día? Llámenos.",
      manageLink: "¿Necesita otro día? Llámenos",
      bookAgainLink: "Llámenos para buscar otro día",
      summary: `Trabajo en sus árboles: ${business.name}`,
      description: `El trabajo que aceptó, por ${business.name}. ¿Preguntas u otro día? Llame al {phone}.`,
    },
    review: {
      subject: `¿Cómo le fue? Un minuto para ${business.name}`,
      reminderSubject: `Un recordatorio de ${business.name}`,
      greeting: "Hola, {name}:",
      body: `Gracias por escoger a ${business.name}. Si tiene un minuto, ¿les cuenta a otros cómo quedó el trabajo? Una reseña ayuda a sus vecinos de Waco a encontrar una cuadrilla de confianza.`,
      reminderBody:
        "Hace unos días le preguntamos cómo quedó el trabajo en sus árboles. Si tiene un minuto, una reseña ayuda a sus vecinos de Waco a encontrar una cuadrilla de confianza.",
      google: "Deje una reseña en Google",
      other: "Déjenos una reseña en {platform}",
      privately: "¿Hay algo que debamos saber? Díganoslo en privado",
      privatelySubject: "Sobre el trabajo en mis árboles",
      signature: `Gracias, el equipo de ${business.name}`,
      unsubscribe: "¿No quiere recibir correos como este? Cancele su suscripción",
    },
    text: {
      confirmation: `${business.name}: recibimos su solicitud y le llamaremos pronto. ¿Preguntas? Llame al {phone}. Responda BAJA para no recibir más.`,
      reminder: `${business.name}: nos vemos mañana, {when}, para su presupuesto gratis. Cambiar o cancelar: {link} Responda BAJA para no recibir más.`,
      jobReminder: `${business.name}: nuestra cuadrilla llega mañana, {when}, para su trabajo. ¿Otro día? Llame al {phone}. Responda BAJA para no recibir más.`,
      onMyWay: `${business.name}: vamos en camino, llegamos a eso de las {arrival} ¿Preguntas? Llame al {phone}.`,
      review: `${business.name}: ¡gracias por escogernos! Una reseña ayuda a sus vecinos a encontrar una cuadrilla de confianza: {link} Responda BAJA para no recibir más.`,
      missedCall: `${business.name}: perdone que no pudimos contestar. Responda con la dirección y una foto del árbol, o llámenos al {phone}.`,
    },
  },
};

/** A visit's words in the lead's language: the estimate visit's, with a job visit's own where it has them. */
export function visitWords(language: keyof typeof visitorMessages, purpose: "estimate" | "job") {
  const words = visitorMessages[language];
  return purpose === "job" ? { ...words.visit, ...words.jobVisit } : words.visit;
}
