// The Spanish route of routes/estimate.$token_.job/route.tsx (/es/presupuesto/<token>/trabajo): the same
// module, imported under its own name ("?es") so the browser build compiles it into this route's file.
export {
  action,
  default,
  ErrorBoundary,
  handle,
  headers,
  loader,
  meta,
} from "../routes/estimate.$token_.job/route.tsx?es";
