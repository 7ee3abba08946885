/** Page illustrations; operators replace them by dropping a file of the same name in public/images/. */
export const siteImages = {
  hero: {
    src: "/images/hero-tree-crew.svg",
    alt: "Tree crew in helmets removing a large tree beside a Waco home",
  },
  about: {
    src: "/images/about-family-crew.svg",
    alt: "Our family crew in helmets standing beside the company truck and a live oak",
  },
} as const;
