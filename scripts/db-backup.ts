// `npm run db:backup [file]`: a consistent copy of the live database, safe while the server runs.
import { backupDatabase } from "../app/commands/backup.server";
import { runCommand } from "../app/commands/run-command.server";

await runCommand(() => backupDatabase(process.argv[2]));
