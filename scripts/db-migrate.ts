// `npm run db:migrate`: applies pending migrations and seeds defaults (the server also does this at start).
import { migrateDatabase } from "../app/commands/migrate.server";
import { runCommand } from "../app/commands/run-command.server";

await runCommand(migrateDatabase);
