// The Spanish route of routes/tree-planting.tsx (docs/decisions/062-spanish-route-files.md).
export { default, loader, structuredData } from "../routes/tree-planting.tsx?es";
