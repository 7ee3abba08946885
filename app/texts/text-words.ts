import { business } from "~/content/business";
import { formatPhone } from "~/platform/phone";

import type { LeadLanguage } from "../../db/schema";

/** Every text opens with the office's name, so a customer knows who writes (and carriers require it). */
const from = `${business.name}:`;

/** The answers to the carriers' keywords, in the language of the word the customer used. */
export const keywordReplies = {
  en: {
    optedOut: (phone: string) =>
      `${from} you're unsubscribed and will get no more texts from us. Reply START to get them again. Questions? Call ${formatPhone(phone)}.`,
    optedIn: (_phone: string) => `${from} you'll get texts about your request again. Reply STOP to stop them.`,
    help: (phone: string) =>
      `${from} tree care in ${business.city}, ${business.state}. Call ${formatPhone(phone)} or reply with your question. Msg & data rates may apply. Reply STOP to stop texts.`,
  },
  es: {
    optedOut: (phone: string) =>
      `${from} ya no recibirá mensajes de texto nuestros. Responda START para volver a recibirlos. ¿Preguntas? Llame al ${formatPhone(phone)}.`,
    optedIn: (_phone: string) =>
      `${from} volverá a recibir mensajes sobre su solicitud. Responda BAJA para dejar de recibirlos.`,
    help: (phone: string) =>
      `${from} cuidado de árboles en ${business.city}, ${business.state}. Llame al ${formatPhone(phone)} o responda con su pregunta. Pueden aplicarse tarifas de mensajes y datos. Responda BAJA para no recibir más mensajes.`,
  },
} satisfies Record<LeadLanguage, Record<string, (phone: string) => string>>;

/** The text back to a call nobody took, in the caller's lead's language (English for a number no lead has). */
export const missedCallReplies = {
  en: (phone: string) =>
    `${from} sorry we missed your call. Reply with your address and what the tree needs, or call us back at ${formatPhone(phone)}. Reply STOP to opt out.`,
  es: (phone: string) =>
    `${from} perdón, no pudimos contestar su llamada. Responda con su dirección y lo que necesita el árbol, o llámenos al ${formatPhone(phone)}. Responda BAJA para no recibir más mensajes.`,
} satisfies Record<LeadLanguage, (phone: string) => string>;
