import { business } from "./business";
import type { Localized } from "./locale";
import { getServiceBySlug } from "./services";
import { callbackPromise as spanishCallbackPromise, spanishServices } from "./ui-text.es";

const en = {
  callBack: business.callbackPromise,
  callBackFaq:
    "We call back within one business hour during business hours. For emergencies, call us: we answer 24/7 and typically arrive within 2-4 hours.",
  contactIntro: `Request a free estimate or call us any time. ${business.callbackPromise}`,
  contactMeta:
    "Request a free tree service estimate in Waco, TX or call us 24/7 for emergencies. We call back within one business hour. Licensed and insured arborists.",
  emergencyFaq:
    "We answer 24/7 and a crew is typically on site within 2-4 hours to make the scene safe, get weight off your home and tarp any openings.",
  emergencyCard: `Storm damage doesn't wait for business hours. We answer day and night, typically on site within ${business.emergencyResponse}.`,
  emergencyCommitment: `24/7 emergency response, typically within ${business.emergencyResponse}`,
  emergencyFeature: "Typical 2-4 hour response",
  emergencyService: getServiceBySlug("emergency-tree-service")!.description,
  emergencyStory:
    "When a storm drops a tree on your roof, car or driveway, call us first, any hour of any day. A crew is typically on site within 2 to 4 hours to make the scene safe, lift the weight off your home, tarp openings and clear the way in and out. We document the damage with photos for your insurance claim and come back for the full cleanup once the danger is gone.",
  emergencyTitle: "24/7 Emergency Tree Service in Waco, TX | 2-4 Hour Response",
  emergencyMeta:
    "Emergency tree service in Waco, TX, 24/7. Storm-damaged and fallen trees removed from roofs, cars and driveways, typically within 2-4 hours. Call now.",
};

export type ResponsePromise = keyof typeof en;

/**
 * Every text of the pages' data that promises how soon we call back or arrive, in both
 * languages. The pages read them here (or, for the two already written elsewhere, from where
 * they are), and while storm mode is on each is replaced by storm mode's words of the same key
 * (storm-text.ts `promises`, app/storm/storm-promises-on-pages.server.ts): those promises do not
 * hold while storm calls queue (issue #47). The home hero's and the quote form's promise are in
 * the shared JavaScript and switch on the root data's storm promise instead.
 */
export const responsePromises: Localized<Record<ResponsePromise, string>> = {
  en,
  es: {
    callBack: spanishCallbackPromise,
    callBackFaq:
      "Le devolvemos la llamada en menos de una hora hábil, en horario de oficina. Para emergencias, llámenos: contestamos las 24 horas y normalmente llegamos en 2 a 4 horas.",
    contactIntro: `Pida un presupuesto gratis o llámenos a cualquier hora. ${spanishCallbackPromise}`,
    contactMeta:
      "Pida un presupuesto gratis para sus árboles en Waco, TX o llámenos las 24 horas en una emergencia. Le llamamos en menos de una hora hábil. Arbolistas con licencia y seguro.",
    emergencyFaq:
      "Contestamos las 24 horas y un equipo normalmente llega en 2 a 4 horas para asegurar el lugar, quitarle el peso a su casa y tapar con lona cualquier hueco.",
    emergencyCard:
      "Los daños por tormenta no esperan al horario de oficina. Contestamos de día y de noche, y normalmente llegamos en 2 a 4 horas.",
    emergencyCommitment: "Emergencias las 24 horas, normalmente en 2 a 4 horas",
    emergencyFeature: "Llegada normal en 2 a 4 horas",
    emergencyService: spanishServices["emergency-tree-service"].description!,
    emergencyStory:
      "Cuando una tormenta tumba un árbol sobre su techo, su carro o su entrada, llámenos primero, a cualquier hora de cualquier día. Normalmente un equipo llega en 2 a 4 horas para asegurar el lugar, quitarle el peso a su casa, tapar los huecos con lona y despejar el paso. Tomamos fotos de los daños para el reclamo de su seguro y regresamos para la limpieza completa cuando ya pasó el peligro.",
    emergencyTitle: "Emergencias de árboles 24/7 en Waco, TX | Llegamos en 2-4 horas",
    emergencyMeta:
      "Servicio de emergencia de árboles en Waco, TX, las 24 horas. Quitamos árboles caídos o dañados por tormenta de techos, carros y entradas, normalmente en 2 a 4 horas.",
  },
};
