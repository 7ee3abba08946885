import type { IconName } from "./icons";
import { towns } from "./towns";

export interface ServiceAreaCard {
  title: string;
  description: string;
  areas: readonly string[];
  icon: IconName;
}

export const serviceAreaCards: readonly ServiceAreaCard[] = [
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

const cardTowns = new Set(serviceAreaCards.flatMap((card) => card.title.split(" and ")));

/** The towns beyond the three cards, listed under them. */
export const moreTowns = towns.filter((town) => !cardTowns.has(town));
