import { startServer, type TestServer } from "./server";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { adminEnv, signedInClient } from "./staff";

export const OFFICE_EMAIL = "office@example.com";

/**
 * The messaging tests' fixture: a real SMTP server and the built server sending to it, with the
 * owner's account (adminEnv), lead emails to the office, links to https://www.example.com and a
 * failed send tried again after 200 ms. `env` adds to that (CLOCK_START, say); a variable given
 * as `undefined` is left out. Stop both in afterAll.
 */
export async function startMessagingServer(
  env: Record<string, string | undefined> = {},
): Promise<{ smtp: TestSmtpServer; server: TestServer }> {
  const smtp = await startSmtpServer();
  const settings = {
    ...adminEnv,
    SMTP_URL: smtp.url,
    NOTIFY_EMAILS: OFFICE_EMAIL,
    SITE_URL: "https://www.example.com",
    OUTBOX_RETRY_BASE_MS: "200",
    ...env,
  };
  const defined = Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const server = await startServer({ env: Object.fromEntries(defined) });
  return { smtp, server };
}

/**
 * The owner's fixture: a real SMTP server, the built server sending to it with the owner's account
 * (adminEnv) and `env` (CLOCK_START, say), and the owner signed in. Stop both in afterAll.
 */
export async function startOwnerServer(env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const server = await startServer({ env: { ...adminEnv, SMTP_URL: smtp.url, ...env } });
  return { smtp, server, owner: await signedInClient(server) };
}
