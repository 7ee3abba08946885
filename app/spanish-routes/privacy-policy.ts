// The Spanish route of routes/privacy-policy.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export { default, loader, structuredData } from "../routes/privacy-policy.tsx?es";
