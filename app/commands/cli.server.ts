import fs from "node:fs";

import { envVariables, parseEnv, secretFile } from "~/platform/env.server";

import { backupDatabase } from "./backup.server";
import { copyBackupOffsite } from "./backup-offsite.server";
import { checkpointDatabase } from "./checkpoint.server";
import { cleanPhotosForServer } from "./clean-photos.server";
import { CommandError } from "./command-error.server";
import { migrateDatabase } from "./migrate.server";
import { restoreDatabase } from "./restore.server";
import { runCommand } from "./run-command.server";
import { createStaffAccount } from "./staff-create.server";

const NAME = "waco-tree-service";

interface CliHost {
  /** The package version and the commit the binary was built from. */
  version: string;
  /** Migrates, seeds and serves the site over HTTP. */
  serve: () => Promise<void>;
}

interface Command {
  /** Literal words, then <required> and [optional] arguments. */
  usage: string;
  summary: string;
  run: (host: CliHost, args: string[]) => Promise<unknown>;
}

const commands: Command[] = [
  { usage: "serve", summary: "migrate, seed and serve the site (the default)", run: (host) => host.serve() },
  { usage: "migrate", summary: "apply pending database migrations and seed defaults", run: () => migrateDatabase() },
  {
    usage: "backup [file]",
    summary: "write a consistent copy of the database (default: backups/ in the data folder)",
    run: (_host, [file]) => backupDatabase(file),
  },
  {
    usage: "backup-offsite <file>",
    summary:
      "copy a backup and its new photo files to BACKUP_S3_URL and keep BACKUP_KEEP there (the server runs it after each backup)",
    run: (_host, [file]) => copyBackupOffsite(file!),
  },
  {
    usage: "restore <file|s3://bucket/key|latest>",
    summary: "check a backup and put it in place of the database (the server must be stopped)",
    run: (_host, [source]) => restoreDatabase(source!),
  },
  {
    usage: "checkpoint",
    summary: "fold the write-ahead log into the database file (the server runs it every 30 s while it writes)",
    run: () => checkpointDatabase(),
  },
  {
    usage: "clean-photos",
    summary: "clean the photos the server hands over (started by the server itself, at a lower priority)",
    run: () => cleanPhotosForServer(),
  },
  {
    usage: "staff create <email> [--owner]",
    summary:
      "create a staff account or set its password (asked for, or read from stdin); --owner makes it an owner (the first account always is)",
    run: (_host, [email, flag]) => createStaffAccount(email!, flag),
  },
];

/** The arguments for a usage's <required> and [optional] slots, or null when `args` do not fit it. */
function matchUsage(usage: string, args: string[]) {
  const words = usage.split(" ");
  if (args.length > words.length) return null;
  const values: string[] = [];
  for (const [index, word] of words.entries()) {
    const arg = args[index];
    if (word.startsWith("[")) {
      if (arg !== undefined) values.push(arg);
    } else if (arg === undefined) {
      return null;
    } else if (word.startsWith("<")) {
      values.push(arg);
    } else if (arg !== word) {
      return null;
    }
  }
  return values;
}

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
    if (fs.existsSync(".env")) process.loadEnvFile(".env");
    if (args[0] === "--help" || args[0] === "-h") return console.log(help());

    const commandArgs = args.length ? args : ["serve"];
    for (const command of commands) {
      const values = matchUsage(command.usage, commandArgs);
      if (values) return command.run(host, values);
    }
    const sameName = commands.find((command) => command.usage.split(" ")[0] === commandArgs[0]);
    throw new CommandError(
      sameName ? `Usage: ${NAME} ${sameName.usage}` : `Unknown command "${args.join(" ")}": see ${NAME} --help`,
      2,
    );
  });
}
