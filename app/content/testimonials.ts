import type { Localized } from "./locale";

export interface Testimonial {
  id: number;
  name: string;
  location: string;
  rating: 5;
  text: string;
  service: string;
}

const english: readonly Testimonial[] = [
  {
    id: 1,
    name: "Sarah M.",
    location: "Woodway, TX",
    rating: 5,
    text: "A huge live oak limb came down on our roof during the April storms at 11 at night. They answered on the second ring, had a crew here in under three hours and had the limb off and a tarp on before sunrise. They even sent photos to our insurance adjuster.",
    service: "Emergency Tree Service",
  },
  {
    id: 2,
    name: "James R.",
    location: "Waco, TX",
    rating: 5,
    text: "We had a dead pecan leaning toward the house for two years because every other company wanted to charge a fortune. They gave us a fair written price, took it down piece by piece without touching the gutters and left the yard spotless.",
    service: "Tree Removal",
  },
  {
    id: 3,
    name: "Linda G.",
    location: "Hewitt, TX",
    rating: 5,
    text: "Their arborist explained exactly why they trim our oaks in January because of oak wilt. The trees look balanced, not butchered, and our grass is finally getting sun. We've booked them every few years since.",
    service: "Tree Trimming & Pruning",
  },
  {
    id: 4,
    name: "Carlos D.",
    location: "Robinson, TX",
    rating: 5,
    text: "Five old stumps ground out in one morning. The little machine fit through our side gate, they raked everything level and the lawn filled back in within a month.",
    service: "Stump Grinding & Removal",
  },
  {
    id: 5,
    name: "Mike and Pam T.",
    location: "China Spring, TX",
    rating: 5,
    text: "They cleared two acres of cedar and brush for our new house and kept every good oak just like we asked. Showed up when they said, finished early, and the site was ready for the builder.",
    service: "Land Clearing",
  },
  {
    id: 6,
    name: "Denise K.",
    location: "Bellmead, TX",
    rating: 5,
    text: "Our big red oak was losing leaves in July. They diagnosed oak wilt early, treated it and trenched to protect the rest of our trees. Two summers later it's still standing and full.",
    service: "Tree Health & Disease Treatment",
  },
];

/** The same reviews in Spanish: the page says they are translated from English. */
const spanish: readonly Testimonial[] = [
  {
    id: 1,
    name: "Sarah M.",
    location: "Woodway, TX",
    rating: 5,
    text: "Durante las tormentas de abril, a las 11 de la noche, una rama enorme de encino cayó sobre nuestro techo. Contestaron al segundo timbrazo, tenían un equipo aquí en menos de tres horas y antes del amanecer ya habían quitado la rama y puesto una lona. Hasta le mandaron fotos al ajustador de nuestro seguro.",
    service: "Emergencias de árboles",
  },
  {
    id: 2,
    name: "James R.",
    location: "Waco, TX",
    rating: 5,
    text: "Teníamos un nogal seco inclinado hacia la casa desde hacía dos años, porque todas las demás compañías querían cobrar una fortuna. Nos dieron un precio justo por escrito, lo bajaron pedazo por pedazo sin tocar las canaletas y dejaron el patio impecable.",
    service: "Quitar árboles",
  },
  {
    id: 3,
    name: "Linda G.",
    location: "Hewitt, TX",
    rating: 5,
    text: "Su arbolista nos explicó bien por qué podan nuestros encinos en enero, por el marchitamiento del encino. Los árboles se ven parejos, no mochos, y por fin le llega sol al pasto. Desde entonces los llamamos cada pocos años.",
    service: "Poda de árboles",
  },
  {
    id: 4,
    name: "Carlos D.",
    location: "Robinson, TX",
    rating: 5,
    text: "Cinco tocones viejos triturados en una mañana. La maquinita cupo por el portón de al lado, dejaron todo bien parejo con el rastrillo y el pasto volvió a crecer en menos de un mes.",
    service: "Triturar y quitar tocones",
  },
  {
    id: 5,
    name: "Mike y Pam T.",
    location: "China Spring, TX",
    rating: 5,
    text: "Limpiaron dos acres de cedro y maleza para nuestra casa nueva y dejaron cada encino bueno, tal como les pedimos. Llegaron cuando dijeron, terminaron antes y el terreno quedó listo para el constructor.",
    service: "Limpieza de terrenos",
  },
  {
    id: 6,
    name: "Denise K.",
    location: "Bellmead, TX",
    rating: 5,
    text: "A nuestro roble rojo grande se le caían las hojas en julio. Detectaron a tiempo el marchitamiento del encino, lo trataron y abrieron una zanja para proteger los demás árboles. Dos veranos después sigue de pie y frondoso.",
    service: "Salud y tratamiento de árboles",
  },
];

export const testimonials: Localized<readonly Testimonial[]> = { en: english, es: spanish };
