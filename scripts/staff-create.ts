// `npm run staff:create -- owner@example.com`: creates a staff account, or sets a
// new password for an existing one. The password is asked with a hidden prompt,
// or read from stdin when piped (`printf '%s' "$PASSWORD" | npm run staff:create -- email`).
import { staffEmailSchema, staffPasswordSchema } from "../app/staff/staff-account-schemas";
import { upsertStaffUser } from "../app/staff/staff-users.server";
import { db } from "../app/platform/db.server";
import { migrateToLatest } from "../db/migrate";

async function readPipedPassword() {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

function promptHidden(question: string) {
  return new Promise<string>((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let password = "";
    const onData = (key: string) => {
      for (const char of key) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(password);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          return reject(new Error("Cancelled"));
        }
        if (char === "\u007f" || char === "\b") password = password.slice(0, -1);
        else password += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  const email = staffEmailSchema.safeParse(process.argv[2] ?? "");
  if (!email.success) {
    console.error("Usage: npm run staff:create -- <email>   (the password is prompted for, or read from stdin)");
    process.exit(1);
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden("Password (at least 12 characters): ");
    const again = await promptHidden("Repeat the password: ");
    if (again !== password) throw new Error("The passwords do not match");
  } else {
    password = await readPipedPassword();
  }
  const valid = staffPasswordSchema.safeParse(password);
  if (!valid.success) throw new Error(valid.error.issues[0]!.message);

  await migrateToLatest(db);
  const user = await upsertStaffUser(email.data, valid.data);
  console.log(`Staff account ready: ${user.email}`);
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
