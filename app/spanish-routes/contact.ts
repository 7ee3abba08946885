// The Spanish route of routes/contact.tsx: the same module, imported under its own name ("?es")
// so the browser build compiles it into this route's file (docs/decisions/062-spanish-route-files.md).
export { action, clientAction, default, loader, shouldRevalidate, structuredData } from "../routes/contact.tsx?es";
