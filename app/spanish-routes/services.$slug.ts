// The Spanish route of routes/services.$slug.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export { default, ErrorBoundary, loader, meta, structuredData } from "../routes/services.$slug.tsx?es";
