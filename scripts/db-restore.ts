// `npm run db:restore -- <file | s3://bucket/key | latest>`: puts a checked backup in place of the
// database (stop the server first); the replaced database is kept beside it.
import { CommandError } from "../app/commands/command-error.server";
import { restoreDatabase } from "../app/commands/restore.server";
import { runCommand } from "../app/commands/run-command.server";

await runCommand(async () => {
  const source = process.argv[2];
  if (!source) throw new CommandError("Usage: npm run db:restore -- <file | s3://bucket/key | latest>", 2);
  await restoreDatabase(source);
});
