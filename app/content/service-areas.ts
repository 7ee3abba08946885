import type { IconName } from "./icons";
import type { Localized } from "./locale";
import { towns } from "./towns";

export interface ServiceAreaCard {
  title: string;
  description: string;
  areas: readonly string[];
  icon: IconName;
}

const english: readonly ServiceAreaCard[] = [
  {
    title: "Waco",
    description:
      "From historic homes near Baylor to new builds out west, we care for the live oaks and pecans that shade Waco's neighborhoods.",
    areas: ["Downtown & Baylor", "Sanger Heights", "Castle Heights", "Lake Waco & Cameron Park"],
    icon: "building2",
  },
  {
    title: "Hewitt and Woodway",
    description:
      "Mature cedar elms and oaks in established subdivisions, with HOA-friendly scheduling and spotless cleanup.",
    areas: ["Hewitt", "Woodway", "Harris Creek", "Twin Rivers"],
    icon: "house",
  },
  {
    title: "Robinson and Bellmead",
    description:
      "Storm cleanup, removals and stump grinding for homes, farms and businesses south and northeast of Waco.",
    areas: ["Robinson", "Bellmead", "Beverly Hills", "Lacy Lakeview"],
    icon: "mapPin",
  },
];

const spanish: readonly ServiceAreaCard[] = [
  {
    title: "Waco",
    description:
      "Desde las casas históricas cerca de Baylor hasta las construcciones nuevas del oeste, cuidamos los encinos y nogales que dan sombra a los vecindarios de Waco.",
    areas: ["Centro y Baylor", "Sanger Heights", "Castle Heights", "Lake Waco y Cameron Park"],
    icon: "building2",
  },
  {
    title: "Hewitt y Woodway",
    description:
      "Olmos y encinos ya grandes en fraccionamientos establecidos, con horarios que respetan las reglas de la HOA y una limpieza impecable.",
    areas: ["Hewitt", "Woodway", "Harris Creek", "Twin Rivers"],
    icon: "house",
  },
  {
    title: "Robinson y Bellmead",
    description:
      "Limpieza después de tormentas, quitar árboles y triturar tocones para casas, ranchos y negocios al sur y al noreste de Waco.",
    areas: ["Robinson", "Bellmead", "Beverly Hills", "Lacy Lakeview"],
    icon: "mapPin",
  },
];

/** The three area cards of the home and service-area pages, in each language. */
export const serviceAreaCards: Localized<readonly ServiceAreaCard[]> = { en: english, es: spanish };

const cardTowns = new Set(english.flatMap((card) => card.title.split(" and ")));

/** The towns beyond the three cards, listed under them. */
export const moreTowns = towns.filter((town) => !cardTowns.has(town));
