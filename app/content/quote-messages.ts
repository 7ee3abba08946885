import type { Localized } from "./locale";

/**
 * What the quote form answers when something is wrong, in the page's language
 * ("{name}" marks a value filled in: fillText). The API answers in English.
 */
export interface QuoteMessages {
  notText: string;
  nameMissing: string;
  nameTooLong: string;
  nameOneLine: string;
  phoneMissing: string;
  phoneTooLong: string;
  /** A pattern, not a number: a sample number reads as ours, and ours is a setting staff change. */
  phoneInvalid: string;
  serviceMissing: string;
  emailTooLong: string;
  emailInvalid: string;
  addressTooLong: string;
  messageTooLong: string;
  /** A photo refused on reading; {reason} is the server's (English) reason. */
  photosAgain: string;
  /** Under the photo field when a form sent without JavaScript comes back: the browser emptied the field. */
  photosNotKept: string;
  rateLimited: string;
  minute: string;
  minutes: string;
  unavailable: string;
  unreadable: string;
  textTooLarge: string;
  photosTooLarge: string;
  photosBusy: string;
  photosOverloaded: string;
  photosTooSlow: string;
}

export const quoteMessages: Localized<QuoteMessages> = {
  en: {
    notText: "Must be text",
    nameMissing: "Please enter your name",
    nameTooLong: "Please shorten your name",
    nameOneLine: "Please enter your name on one line",
    phoneMissing: "Please enter your phone number",
    phoneTooLong: "That phone number is too long",
    phoneInvalid: "Please enter a valid phone number with area code, like (XXX) XXX-XXXX",
    serviceMissing: "Please select a service",
    emailTooLong: "That email address is too long",
    emailInvalid: "Please enter a valid email address",
    addressTooLong: "Please shorten the address",
    messageTooLong: "Please keep your message under {max} characters",
    photosAgain: "{reason}. Please choose your photos again.",
    photosNotKept: "Your photos were not kept. Please choose them again before you send.",
    rateLimited: "Too many requests from your connection. Please try again in {minutes} or call us.",
    minute: "{count} minute",
    minutes: "{count} minutes",
    unavailable:
      "Sorry, we could not save your request just now. Please call us at {phone}, or try again in a few minutes.",
    unreadable: "Your request could not be read. Please try again or call us at {phone}.",
    textTooLarge: "Your message is too long to send. Please shorten it or call us.",
    photosTooLarge:
      "Your photos are too large to send together ({megabytes} MB at most). Please send fewer or smaller photos, or call us at {phone}.",
    photosBusy:
      "Your photos are already being sent from this connection. Please wait a moment and try again, send your request without photos, or call us at {phone}.",
    photosOverloaded:
      "We are receiving a lot of photos right now. Please try again in a minute, send your request without photos, or call us at {phone}.",
    photosTooSlow:
      "Your photos took too long to arrive. Please send fewer or smaller photos, send your request without them, or call us at {phone}.",
  },
  es: {
    notText: "Debe ser texto",
    nameMissing: "Por favor escriba su nombre",
    nameTooLong: "Por favor escriba un nombre más corto",
    nameOneLine: "Por favor escriba su nombre en una sola línea",
    phoneMissing: "Por favor escriba su número de teléfono",
    phoneTooLong: "Ese número de teléfono es demasiado largo",
    phoneInvalid: "Por favor escriba un número de teléfono válido con código de área, como (XXX) XXX-XXXX",
    serviceMissing: "Por favor escoja un servicio",
    emailTooLong: "Ese correo electrónico es demasiado largo",
    emailInvalid: "Por favor escriba un correo electrónico válido",
    addressTooLong: "Por favor escriba una dirección más corta",
    messageTooLong: "Por favor escriba un mensaje de menos de {max} caracteres",
    photosAgain: "No pudimos recibir una de sus fotos. Por favor escoja sus fotos otra vez.",
    photosNotKept: "Sus fotos no se guardaron. Por favor escójalas otra vez antes de enviar.",
    rateLimited: "Demasiadas solicitudes desde su conexión. Por favor intente de nuevo en {minutes} o llámenos.",
    minute: "{count} minuto",
    minutes: "{count} minutos",
    unavailable:
      "Lo sentimos, no pudimos guardar su solicitud en este momento. Por favor llámenos al {phone} o intente de nuevo en unos minutos.",
    unreadable: "No pudimos leer su solicitud. Por favor intente de nuevo o llámenos al {phone}.",
    textTooLarge: "Su mensaje es demasiado largo para enviarlo. Por favor acórtelo o llámenos.",
    photosTooLarge:
      "Sus fotos son demasiado grandes para enviarlas juntas ({megabytes} MB como máximo). Por favor mande menos fotos o fotos más chicas, o llámenos al {phone}.",
    photosBusy:
      "Ya se están enviando sus fotos desde esta conexión. Por favor espere un momento e intente de nuevo, mande su solicitud sin fotos, o llámenos al {phone}.",
    photosOverloaded:
      "En este momento estamos recibiendo muchas fotos. Por favor intente de nuevo en un minuto, mande su solicitud sin fotos, o llámenos al {phone}.",
    photosTooSlow:
      "Sus fotos tardaron demasiado en llegar. Por favor mande menos fotos o fotos más chicas, mande su solicitud sin ellas, o llámenos al {phone}.",
  },
};
