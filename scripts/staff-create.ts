// `npm run staff:create -- owner@example.com [--owner]`: creates a staff account, or sets a
// new password for an existing one. The password is asked with a hidden prompt,
// or read from stdin when piped (`printf '%s' "$PASSWORD" | npm run staff:create -- email`).
import { runCommand } from "../app/commands/run-command.server";
import { createStaffAccount } from "../app/commands/staff-create.server";

await runCommand(() => createStaffAccount(process.argv[2] ?? "", process.argv[3]));
