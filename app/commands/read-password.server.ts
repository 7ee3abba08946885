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

/**
 * A new password: asked twice with a hidden prompt at a terminal, read from stdin when piped
 * (`printf '%s' "$PASSWORD" | waco-tree-service staff create owner@example.com`).
 */
export async function readNewPassword() {
  if (!process.stdin.isTTY) return readPipedPassword();
  const password = await promptHidden("Password (at least 12 characters): ");
  const again = await promptHidden("Repeat the password: ");
  return again === password ? password : null;
}
