// The Spanish address of routes/estimate.$token_.pdf.ts (/es/presupuesto/<token>/pdf): the same loader.
export { loader } from "../routes/estimate.$token_.pdf";
