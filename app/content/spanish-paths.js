/**
 * The Spanish pages' addresses: each English page's path, and each service's Spanish slug
 * (docs/decisions/060-spanish-pages.md). Plain JavaScript, so remix.config.js, which routes
 * them, reads the same file as the app (content/localized-paths.ts).
 */
export const spanishPaths = {
  pages: {
    "/": "/es",
    "/about": "/es/nosotros",
    "/services": "/es/servicios",
    "/service-areas": "/es/areas-de-servicio",
    "/contact": "/es/contacto",
    "/sitemap": "/es/mapa-del-sitio",
    "/privacy-policy": "/es/politica-de-privacidad",
    "/terms-of-service": "/es/terminos-de-servicio",
  },
  /** A visitor's own pages, opened from their emails: in Spanish for a lead from the Spanish pages. */
  visitorPages: {
    "/visit": "/es/visita",
    "/unsubscribe": "/es/baja",
    "/estimate": "/es/presupuesto",
    "/confirm": "/es/confirmar",
  },
  services: {
    "tree-removal": "quitar-arboles",
    "tree-trimming": "poda-de-arboles",
    "stump-removal": "triturar-tocones",
    "emergency-tree-service": "emergencias-24-horas",
    "tree-health": "salud-de-arboles",
    "land-clearing": "limpieza-de-terrenos",
  },
};
