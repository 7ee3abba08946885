import { business } from "./business";
import type { Localized } from "./locale";

/**
 * The insurance packet's words (issue #47 item 5): a storm lead's record for the homeowner's
 * claim, as the Texas Department of Insurance asks homeowners to keep one: photos with their
 * times, what happened, and the work in the lines policies pay separately.
 */
const en = {
  title: "Storm damage record for your insurance claim",
  intro: `Prepared by ${business.name} for the homeowner's insurance claim. Each photo's time is the camera's clock where the photo says it, else when the photo reached us.`,
  preparedOn: "Prepared",
  customer: "Homeowner",
  address: "Address",
  noAddress: "(not given)",
  received: "Request received",
  company: "Contractor",
  hazardsHeading: "What the tree was doing, as the homeowner told us",
  noHazards: "Not asked (the request came before storm mode, or by phone).",
  canLeave: "Could leave home safely",
  claim: "Insurance claim",
  answers: { yes: "Yes", no: "No", unknown: "Not said" },
  workHeading: "Work, in the lines policies pay separately",
  structure: "Remove the tree from the structure",
  debris: "Haul the debris away",
  notPriced: "Not priced yet",
  lineTotal: "Subtotal",
  photosHeading: "Photos",
  taken: "Photo {number}: taken {time} (camera's clock)",
  uploaded: "Photo {number}: received {time} (the photo carried no camera time)",
  noPhotos: "No photos were sent with this request.",
  emailSubject: `Your storm damage record for your insurer (${business.name})`,
  emailHeading: "Your storm damage record",
  emailIntro:
    "Attached is a PDF for your insurance claim: the photos with their times, what the tree was doing, and the work in the lines your policy may pay separately.",
  emailLink: "See your request",
};

export const packetText: Localized<typeof en> = {
  en,
  es: {
    title: "Registro de daños de la tormenta para su reclamo al seguro",
    intro: `Preparado por ${business.name} para el reclamo al seguro del dueño de la casa. La hora de cada foto es la del reloj de la cámara cuando la foto la trae; si no, cuando la foto nos llegó.`,
    preparedOn: "Preparado",
    customer: "Dueño de la casa",
    address: "Dirección",
    noAddress: "(no la dio)",
    received: "Solicitud recibida",
    company: "Contratista",
    hazardsHeading: "Lo que hacía el árbol, según nos dijo el dueño",
    noHazards: "No se preguntó (la solicitud llegó antes del modo tormenta, o por teléfono).",
    canLeave: "Podía salir de casa sin peligro",
    claim: "Reclamo al seguro",
    answers: { yes: "Sí", no: "No", unknown: "No lo dijo" },
    workHeading: "Trabajo, en las partidas que las pólizas pagan por separado",
    structure: "Quitar el árbol de la estructura",
    debris: "Acarrear los escombros",
    notPriced: "Sin precio todavía",
    lineTotal: "Subtotal",
    photosHeading: "Fotos",
    taken: "Foto {number}: tomada {time} (reloj de la cámara)",
    uploaded: "Foto {number}: recibida {time} (la foto no traía la hora de la cámara)",
    noPhotos: "No se enviaron fotos con esta solicitud.",
    emailSubject: `Su registro de daños de la tormenta para el seguro (${business.name})`,
    emailHeading: "Su registro de daños de la tormenta",
    emailIntro:
      "Adjuntamos un PDF para su reclamo al seguro: las fotos con su hora, lo que hacía el árbol y el trabajo en las partidas que su póliza puede pagar por separado.",
    emailLink: "Ver su solicitud",
  },
};

/** A line of work is debris hauling when it says so (the owner words the line; anything else is removal). */
export const debrisWording = /haul|debris|acarre|escombro/i;
