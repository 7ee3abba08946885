// The Spanish route of routes/confirm.$token.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export { action, default, handle, headers, loader, meta } from "../routes/confirm.$token.tsx?es";
