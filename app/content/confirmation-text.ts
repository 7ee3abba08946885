import { business } from "./business";
import type { Localized } from "./locale";

/** The visitor's confirmation email, in the language of the page they wrote from ("{name}" marks: fillText). */
interface ConfirmationText {
  subject: string;
  heading: string;
  emergencyIntro: string;
  intro: string;
  call: string;
  askedFor: string;
  ourPhone: string;
  /** The link to book the estimate visit online (decision 061: the visits feature reads its words here). */
  bookVisit: string;
}

export const confirmationText: Localized<ConfirmationText> = {
  en: {
    subject: `We got your request: {service} (${business.name})`,
    heading: "Thank you. Your request reached us.",
    emergencyIntro: "For an emergency, call us now at {phone}, day or night: we answer 24/7.",
    intro: `${business.callbackPromise} Need us sooner? Call {phone}.`,
    call: "Call {phone}",
    askedFor: "You asked for",
    ourPhone: "Our phone",
    bookVisit: "Book your free estimate visit online",
  },
  es: {
    subject: `Recibimos su solicitud: {service} (${business.name})`,
    heading: "Gracias. Recibimos su solicitud.",
    emergencyIntro: "Si es una emergencia, llámenos ahora al {phone}, de día o de noche: contestamos las 24 horas.",
    intro:
      "Le devolvemos la llamada en menos de una hora hábil; emergencias las 24 horas, los 7 días de la semana. ¿Nos necesita antes? Llame al {phone}.",
    call: "Llamar al {phone}",
    askedFor: "Usted pidió",
    ourPhone: "Nuestro teléfono",
    bookVisit: "Reserve en línea su visita para el presupuesto gratis",
  },
};
