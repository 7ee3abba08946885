import { Building2, House, MapPin, type LucideIcon } from "lucide-react";

export interface ServiceAreaCard {
  title: string;
  description: string;
  areas: readonly string[];
  icon: LucideIcon;
}

export const serviceAreaCards: readonly ServiceAreaCard[] = [
  {
    title: "Waco",
    description:
      "From historic homes near Baylor to new builds out west, we care for the live oaks and pecans that shade Waco's neighborhoods.",
    areas: ["Downtown & Baylor", "Sanger Heights", "Castle Heights", "Lake Waco & Cameron Park"],
    icon: Building2,
  },
  {
    title: "Hewitt and Woodway",
    description:
      "Mature cedar elms and oaks in established subdivisions, with HOA-friendly scheduling and spotless cleanup.",
    areas: ["Hewitt", "Woodway", "Harris Creek", "Twin Rivers"],
    icon: House,
  },
  {
    title: "Robinson and Bellmead",
    description:
      "Storm cleanup, removals and stump grinding for homes, farms and businesses south and northeast of Waco.",
    areas: ["Robinson", "Bellmead", "Beverly Hills", "Lacy Lakeview"],
    icon: MapPin,
  },
];

/** Every town we serve, each named once, nearest first; the footer names the first six. */
export const towns = [
  "Waco",
  "Hewitt",
  "Woodway",
  "Robinson",
  "Bellmead",
  "Lorena",
  "McGregor",
  "Mart",
  "Lacy Lakeview",
  "Beverly Hills",
  "China Spring",
  "Valley Mills",
  "Crawford",
  "Elm Mott",
] as const;

export const footerTowns = towns.slice(0, 6);

const cardTowns = new Set(serviceAreaCards.flatMap((card) => card.title.split(" and ")));

/** The towns beyond the three cards, listed under them. */
export const moreTowns = towns.filter((town) => !cardTowns.has(town));
