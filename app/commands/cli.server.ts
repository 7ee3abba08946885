import { envVariables, parseEnv, secretFile } from "~/platform/env.server";

import { CommandError } from "./command-error.server";
import { backupCommand, backupOffsiteCommand, checkpointCommand, cleanPhotosCommand } from "./light-commands.server";
import { migrateDatabase } from "./migrate.server";
import { restoreDatabase } from "./restore.server";
import { runCommand } from "./run-command.server";
import { createStaffAccount } from "./staff-create.server";
import { type CliHost, type Command, loadEnvFileHere, matchUsage } from "./usage.server";

const NAME = "waco-tree-service";

const commands: Command[] = [
  { usage: "serve", summary: "migrate, seed and serve the site (the default)", run: (_args, host) => host.serve() },
  { usage: "migrate", summary: "apply pending database migrations and seed defaults", run: () => migrateDatabase() },
  backupCommand,
  backupOffsiteCommand,
  {
    usage: "restore <file|s3://bucket/key|latest>",
    summary: "check a backup and put it in place of the database (the server must be stopped)",
    run: ([source]) => restoreDatabase(source!),
  },
  checkpointCommand,
  cleanPhotosCommand,
  {
    usage: "staff create <email> [--owner]",
    summary:
      "create a staff account or set its password (asked for, or read from stdin); --owner makes it an owner (the first account always is)",
    run: ([email, flag]) => createStaffAccount(email!, flag),
  },
];

function configurationHelp() {
  const defaults = parseEnv({});
  return (
    Object.entries(envVariables)
      // NODE_ENV is the build's mode (production in the binary), not configuration.
      .filter(([name]) => name !== "NODE_ENV")
      .map(([name, schema]) => {
        const value = `${defaults[name as keyof typeof envVariables] ?? ""}`;
        return `  ${name} (default: ${value || "unset"})\n      ${schema.description}`;
      })
      .join("\n")
  );
}

/** The generated webhook secret's file for this configuration's DATABASE_PATH (the only variable read). */
function webhookSecretFile() {
  return secretFile(parseEnv({ DATABASE_PATH: process.env.DATABASE_PATH }).DATA_DIR, "webhook-secret");
}

function help() {
  const width = Math.max(...commands.map((command) => command.usage.length)) + 3;
  return [
    `Usage: ${NAME} [command]`,
    "",
    "Commands:",
    ...commands.map((command) => `  ${command.usage.padEnd(width)}${command.summary}`),
    `  ${"--version".padEnd(width)}print the version and the commit it was built from`,
    `  ${"--help".padEnd(width)}print this help`,
    "",
    "Configuration: environment variables, or NAME=value lines in a .env file in the working",
    "directory (the environment wins). Files in a public/ folder beside the data folder replace",
    "the built-in files of the same name.",
    "",
    configurationHelp(),
    "",
    `Webhook receivers verify signatures with LEAD_WEBHOOK_SECRET; when it is unset the generated one is in`,
    `${webhookSecretFile()} (in the data folder beside DATABASE_PATH).`,
  ].join("\n");
}

/** The single binary's command line: `args` without the executable, as in `process.argv.slice(2)`. */
export async function runCli(args: string[], host: CliHost) {
  await runCommand(async () => {
    if (args[0] === "--version" || args[0] === "-v") return console.log(`${NAME} ${host.version}`);
    // Real environment variables win over the file. Help reads it too, for the data folder it names.
    loadEnvFileHere();
    if (args[0] === "--help" || args[0] === "-h") return console.log(help());

    const commandArgs = args.length ? args : ["serve"];
    for (const command of commands) {
      const values = matchUsage(command.usage, commandArgs);
      if (values) return command.run(values, host);
    }
    const sameName = commands.find((command) => command.usage.split(" ")[0] === commandArgs[0]);
    throw new CommandError(
      sameName ? `Usage: ${NAME} ${sameName.usage}` : `Unknown command "${args.join(" ")}": see ${NAME} --help`,
      2,
    );
  });
}
