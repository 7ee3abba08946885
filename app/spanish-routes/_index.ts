// The Spanish route of routes/_index.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export {
  action,
  clientAction,
  default,
  handle,
  headers,
  links,
  loader,
  meta,
  shouldRevalidate,
  structuredData,
} from "../routes/_index.tsx?es";
