import { business } from "./business";
import type { Localized } from "./locale";

/**
 * The words of a visitor's own pages (their estimate visit, the thank-you's offer of one,
 * unsubscribing), in the lead's language ("{name}" marks: fillText). Server-only: the
 * loaders send the lead's half with the page's data, so neither half is in the JavaScript.
 */
const en = {
  visit: {
    offerHeading: "Pick a time for your free estimate",
    offerIntro: "Choose an arrival window and we'll come and look at the trees. We confirm by email.",
    offerNone: "We have no free windows online right now. We'll set a time when we call.",
    offerMore: "More times",
    bookButton: "Book {when}",
    windowTaken: "Sorry, someone just took that window. Here are the next free ones.",
    notOffered: "That time is no longer offered. Please pick another.",
    emergencyCallNow: "An emergency can't wait for a visit: call us now, day or night.",
    closedCallUs: "This request is closed, so its visit can't be booked or changed here. Please call us.",
    call: "Call",
    selfBookingOff: "We'll set a time for the estimate when we call you.",
    wonNoVisit: "You've accepted our estimate: we'll agree the day of the work with you.",
    pageTitle: "Your free estimate visit",
    bookedHeading: "Your estimate visit is booked",
    bookedIntro: "We'll arrive within this window. You'll get a reminder the day before.",
    calendarNote: "The email has a calendar invitation: add it to your calendar.",
    moveHeading: "Need another time?",
    moveButton: "Move to {when}",
    cancelHeading: "Can't make it?",
    cancelButton: "Cancel the visit",
    moveAsk: "Move your visit to {when}?",
    moveYes: "Yes, move it",
    cancelAsk: "Cancel your visit?",
    cancelYes: "Yes, cancel it",
    keepVisit: "No, keep my visit",
    cancelledHeading: "Your visit is cancelled",
    bookAgain: "Book again",
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: `Stop all emails from ${business.name} to {email}?`,
    button: "Unsubscribe",
    done: `Done: {email} gets no more emails from ${business.name}.`,
    invalid: "This link is not valid. If you copied it, check that it is complete.",
  },
  confirm: {
    title: "Confirm your email address",
    ask: `Did you ask ${business.name} for a free estimate? Confirm that {email} is yours, and our emails about your visit will show the name and street address you gave us.`,
    notYou: "Didn't ask us? Close this page: nothing happens.",
    button: "Yes, {email} is mine",
    done: "Thank you: {email} is confirmed.",
    visitLink: "See your estimate visit",
    invalid:
      "This link is not valid, or your request now has another email address. If you copied it, check that it is complete.",
  },
  reviewLinkInvalid: "This review link is not valid.",
};

type VisitorPageText = typeof en;
export type VisitPageText = VisitorPageText["visit"];

export const visitorPageText: Localized<VisitorPageText> = {
  en,
  es: {
    visit: {
      offerHeading: "Escoja una hora para su presupuesto gratis",
      offerIntro: "Escoja un horario de llegada y vamos a ver sus árboles. Le confirmamos por correo electrónico.",
      offerNone: "Por ahora no tenemos horarios libres en línea. Quedamos en una hora cuando le llamemos.",
      offerMore: "Más horarios",
      bookButton: "Reservar {when}",
      windowTaken: "Lo sentimos, alguien acaba de reservar ese horario. Estos son los siguientes libres.",
      notOffered: "Ese horario ya no está disponible. Por favor escoja otro.",
      emergencyCallNow: "Una emergencia no puede esperar una visita: llámenos ahora, de día o de noche.",
      closedCallUs:
        "Esta solicitud está cerrada y su visita ya no se puede reservar ni cambiar aquí. Por favor llámenos.",
      call: "Llame al",
      selfBookingOff: "Quedamos en una hora para el presupuesto cuando le llamemos.",
      wonNoVisit: "Usted aceptó nuestro presupuesto: quedamos con usted en el día del trabajo.",
      pageTitle: "Su visita para el presupuesto gratis",
      bookedHeading: "Su visita para el presupuesto está reservada",
      bookedIntro: "Llegaremos dentro de este horario. Le mandamos un recordatorio un día antes.",
      calendarNote: "El correo trae una invitación de calendario: agréguela a su calendario.",
      moveHeading: "¿Necesita otra hora?",
      moveButton: "Cambiar a {when}",
      cancelHeading: "¿No va a poder?",
      cancelButton: "Cancelar la visita",
      moveAsk: "¿Cambiar su visita a {when}?",
      moveYes: "Sí, cambiarla",
      cancelAsk: "¿Cancelar su visita?",
      cancelYes: "Sí, cancelarla",
      keepVisit: "No, dejar mi visita",
      cancelledHeading: "Su visita está cancelada",
      bookAgain: "Reservar otra vez",
    },
    unsubscribe: {
      title: "Dejar de recibir correos",
      ask: `¿Ya no quiere recibir correos de ${business.name} en {email}?`,
      button: "Ya no quiero recibir correos",
      done: `Listo: ya no le mandaremos correos de ${business.name} a {email}.`,
      invalid: "Este enlace no es válido. Si lo copió, revise que esté completo.",
    },
    confirm: {
      title: "Confirme su correo",
      ask: `¿Le pidió a ${business.name} un presupuesto gratis? Confirme que {email} es suyo, y nuestros correos sobre su visita mostrarán el nombre y la dirección que nos dio.`,
      notYou: "¿No nos escribió? Cierre esta página: no pasa nada.",
      button: "Sí, {email} es mío",
      done: "Gracias: {email} está confirmado.",
      visitLink: "Ver su visita para el presupuesto",
      invalid:
        "Este enlace no es válido, o su solicitud ahora tiene otro correo. Si lo copió, revise que esté completo.",
    },
    reviewLinkInvalid: "Este enlace para dejar una reseña no es válido.",
  },
};
