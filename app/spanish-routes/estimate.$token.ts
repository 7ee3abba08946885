// The Spanish route of routes/estimate.$token/route.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export { action, default, ErrorBoundary, handle, headers, loader, meta } from "../routes/estimate.$token/route.tsx?es";
