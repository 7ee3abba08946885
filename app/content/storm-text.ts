import type { Localized } from "./locale";
import type { ResponsePromise } from "./response-promises";

/**
 * Storm mode's words for visitors (issue #47, decision 080), in both languages: the banner, the
 * per-tier promise, the hazard intake, and the updates. Read on the server only: the banner and
 * the promises reach a page as data, so none of this is in the public pages' JavaScript.
 * "{name}" marks a value filled in where the text is shown (fillText).
 */
interface StormText {
  tiers: Record<"red" | "orange" | "yellow", { name: string; what: string }>;
  banner: {
    title: string;
    body: string;
    waitsHeading: string;
    safety: string;
  };
  /** A wait as said: "under an hour", "about {hours} hours", "about {days} days". */
  wait: { hour: string; hours: string; day: string; days: string };
  /** The form's promise while storm mode is on, instead of "within one business hour". */
  formPromise: string;
  /**
   * Said instead of each of the pages' usual response promises (response-promises.ts, same keys);
   * "{promise}" is the form's promise above, each tier's wait.
   */
  promises: Record<ResponsePromise, string>;
  /** The thank-you's and the confirmation's promise for the lead's tier. */
  leadPromise: string;
  /** Self-booking paused: said where the visit offer was. */
  bookingPaused: string;
  intake: {
    legend: string;
    hint: string;
    hazards: Record<
      "structure" | "roof-hit" | "power-line" | "blocked-exit" | "over-walkway" | "vehicle" | "clean-up",
      string
    >;
    canLeave: string;
    insurance: string;
    yes: string;
    no: string;
    unsure: string;
    photos: string;
    canLeaveMissing: string;
    hazardsMissing: string;
    invalid: string;
  };
  /** The confirmation by text, instead of "we will call you soon". */
  textConfirmation: string;
  update: {
    subject: string;
    slipped: string;
    signOff: string;
    text: string;
    /** Ends every storm text, the owner's words included: how to stop them. */
    optOut: string;
  };
}

export const stormText: Localized<StormText> = {
  en: {
    tiers: {
      red: { name: "Red", what: "a tree on a house or a power line, someone who can't get out, a tree over a walkway" },
      orange: { name: "Orange", what: "a roof hit without a line, the only way out blocked" },
      yellow: { name: "Yellow", what: "clean-up" },
    },
    banner: {
      title: "Storm mode: we call back the most dangerous damage first",
      body: "After the storm we are taking many calls. Tell us what the tree is doing and we call in order of danger.",
      waitsHeading: "Current wait for a call back",
      safety: "Wires down? Do not touch them or anything touching them. Call the electric utility or 911.",
    },
    wait: {
      hour: "within an hour",
      hours: "about {hours} hours",
      day: "about a day",
      days: "about {days} days",
    },
    formPromise: "Storm mode: we call back by danger. Red: {red}. Orange: {orange}. Yellow: {yellow}.",
    promises: {
      callBack: "{promise}",
      callBackFaq: "{promise} If anyone is in danger, call us now: we answer 24/7.",
      contactIntro: "Request a free estimate or call us any time. {promise}",
      contactMeta: "Request a free tree service estimate in Waco, TX or call us 24/7 for emergencies. {promise}",
      emergencyFaq: "We answer 24/7. {promise}",
      emergencyCard: "Storm damage doesn't wait for business hours. We answer day and night. {promise}",
      emergencyCommitment: "24/7 emergency response. {promise}",
      emergencyFeature: "{promise}",
      emergencyService: "Storm-damaged and fallen trees cleared day or night. {promise}",
      emergencyStory:
        "When a storm drops a tree on your roof, car or driveway, call us first, any hour of any day. {promise} We document the damage with photos for your insurance claim and come back for the full cleanup once the danger is gone.",
      emergencyTitle: "24/7 Emergency Tree Service in Waco, TX | Storm Calls by Danger",
      emergencyMeta: "Emergency tree service in Waco, TX, 24/7. {promise}",
    },
    leadPromise: "Your request is {tier} ({what}). We expect to call you {wait}, around {time}.",
    bookingPaused: "Online booking of estimate visits is paused during the storm: we will set a time when we call.",
    intake: {
      legend: "What is the tree doing?",
      hint: "Tick everything that is true. It decides how soon we call.",
      hazards: {
        structure: "On the house or another building (resting on it)",
        "roof-hit": "Hit the roof, but no longer on it",
        vehicle: "On a vehicle",
        "power-line": "On or against a power line",
        "blocked-exit": "Blocking the only way out",
        "over-walkway": "Hanging over where people walk",
        "clean-up": "Just clean-up (down, not on anything)",
      },
      canLeave: "Can you leave home safely?",
      insurance: "Is there an insurance claim?",
      yes: "Yes",
      no: "No",
      unsure: "Not sure",
      photos:
        "Please add photos of the tree and the damage: they help us send the right crew, and your insurer will ask for them.",
      canLeaveMissing: "Please tell us whether you can leave home safely",
      hazardsMissing: "Please tick what the tree is doing (or just clean-up)",
      invalid: "Please choose one of the answers",
    },
    textConfirmation:
      "{business}: we got your request ({tier}). With the storm, we expect to call you around {time}. Danger? Call 911. Reply STOP to opt out.",
    update: {
      subject: "Storm update: your request ({tier})",
      slipped:
        "We are sorry: the storm's calls are taking longer than we thought. We now expect to call you {wait}, around {time}.",
      signOff: "If anyone is in danger, call 911. Wires down: do not touch them.",
      text: "{business}: storm update. We now expect to call you around {time}. Danger? Call 911.",
      optOut: "Reply STOP to opt out.",
    },
  },
  es: {
    tiers: {
      red: {
        name: "Rojo",
        what: "un árbol sobre la casa o un cable eléctrico, alguien que no puede salir, un árbol sobre donde camina la gente",
      },
      orange: { name: "Naranja", what: "el techo golpeado sin cable, la única salida bloqueada" },
      yellow: { name: "Amarillo", what: "limpieza" },
    },
    banner: {
      title: "Modo tormenta: llamamos primero por los daños más peligrosos",
      body: "Después de la tormenta recibimos muchas llamadas. Díganos qué está haciendo el árbol y llamamos por orden de peligro.",
      waitsHeading: "Espera actual para que le llamemos",
      safety: "¿Cables caídos? No los toque, ni nada que los toque. Llame a la compañía de electricidad o al 911.",
    },
    wait: {
      hour: "en menos de una hora",
      hours: "en unas {hours} horas",
      day: "en un día aproximadamente",
      days: "en unos {days} días",
    },
    formPromise: "Modo tormenta: llamamos por orden de peligro. Rojo: {red}. Naranja: {orange}. Amarillo: {yellow}.",
    promises: {
      callBack: "{promise}",
      callBackFaq: "{promise} Si alguien está en peligro, llámenos ya: contestamos las 24 horas.",
      contactIntro: "Pida un presupuesto gratis o llámenos a cualquier hora. {promise}",
      contactMeta:
        "Pida un presupuesto gratis para sus árboles en Waco, TX o llámenos las 24 horas en una emergencia. {promise}",
      emergencyFaq: "Contestamos las 24 horas. {promise}",
      emergencyCard:
        "Los daños por tormenta no esperan al horario de oficina. Contestamos de día y de noche. {promise}",
      emergencyCommitment: "Emergencias las 24 horas. {promise}",
      emergencyFeature: "{promise}",
      emergencyService: "Quitamos árboles caídos o dañados por la tormenta de día o de noche. {promise}",
      emergencyStory:
        "Cuando una tormenta tumba un árbol sobre su techo, su carro o su entrada, llámenos primero, a cualquier hora de cualquier día. {promise} Tomamos fotos de los daños para el reclamo de su seguro y regresamos para la limpieza completa cuando ya pasó el peligro.",
      emergencyTitle: "Emergencias de árboles 24/7 en Waco, TX | Por tormenta, llamamos por peligro",
      emergencyMeta: "Servicio de emergencia de árboles en Waco, TX, las 24 horas. {promise}",
    },
    leadPromise: "Su solicitud es {tier} ({what}). Esperamos llamarle {wait}, hacia el {time}",
    bookingPaused:
      "Durante la tormenta no se pueden reservar visitas en línea: acordaremos la hora cuando le llamemos.",
    intake: {
      legend: "¿Qué está haciendo el árbol?",
      hint: "Marque todo lo que sea cierto. Así decidimos cuándo llamamos.",
      hazards: {
        structure: "Sobre la casa u otro edificio (apoyado en él)",
        "roof-hit": "Golpeó el techo, pero ya no está sobre él",
        vehicle: "Sobre un vehículo",
        "power-line": "Sobre o contra un cable eléctrico",
        "blocked-exit": "Bloquea la única salida",
        "over-walkway": "Colgando sobre donde camina la gente",
        "clean-up": "Solo limpieza (caído, sin estar sobre nada)",
      },
      canLeave: "¿Puede salir de su casa con seguridad?",
      insurance: "¿Hay un reclamo al seguro?",
      yes: "Sí",
      no: "No",
      unsure: "No sé",
      photos:
        "Por favor, agregue fotos del árbol y de los daños: nos ayudan a mandar el equipo adecuado, y su aseguradora se las pedirá.",
      canLeaveMissing: "Díganos si puede salir de su casa con seguridad",
      hazardsMissing: "Marque qué está haciendo el árbol (o solo limpieza)",
      invalid: "Elija una de las respuestas",
    },
    textConfirmation:
      "{business}: recibimos su solicitud ({tier}). Por la tormenta, esperamos llamarle hacia el {time}. ¿Peligro? Llame al 911. Responda BAJA para no recibir más.",
    update: {
      subject: "Aviso por la tormenta: su solicitud ({tier})",
      slipped:
        "Lo sentimos: las llamadas de la tormenta van más lentas de lo previsto. Ahora esperamos llamarle {wait}, hacia el {time}",
      signOff: "Si alguien está en peligro, llame al 911. Cables caídos: no los toque.",
      text: "{business}: aviso por la tormenta. Ahora esperamos llamarle hacia el {time}. ¿Peligro? Llame al 911.",
      optOut: "Responda BAJA para no recibir más.",
    },
  },
};
