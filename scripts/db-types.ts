// `npm run db:types`: rewrites db/generated-types.ts from a freshly migrated temporary database.
import fs from "node:fs";

import { generateDatabaseTypes, generatedTypesFile } from "./lib/database-types";

fs.writeFileSync(generatedTypesFile, await generateDatabaseTypes());
console.log(`Wrote ${generatedTypesFile}`);
