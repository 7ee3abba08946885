/** The hidden 1×1 image at the foot of every public page (browsers still load it): its own request records a direct visit's first page (first-touch.server.ts). */
export const LANDING_PIXEL = "/ft.gif";
