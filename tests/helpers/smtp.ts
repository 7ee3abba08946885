import { SMTPServer } from "smtp-server";

import { getFreePort } from "./server";

export interface ReceivedEmail {
  raw: string;
  /** Lower-case header name → unfolded value. */
  headers: Record<string, string>;
  envelopeTo: string[];
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  /** The SMTP_URL that points the site at this server. */
  url: string;
  messages: ReceivedEmail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedEmail[]>;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server in the test process that keeps every message it gets.
 * `delayMs` makes it answer slowly, like a busy mail provider.
 */
export async function startSmtpServer(options: { port?: number; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await getFreePort());
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          messages.push(parseEmail(Buffer.concat(chunks).toString("utf8"), envelopeTo));
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessages: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} emails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string) {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitHead(part: string) {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { head: part, body: "" };
  return {
    head: part.slice(0, match.index),
    body: part.slice(match.index + match[0].length),
  };
}

function decodeBody(body: string, encoding = "7bit") {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Just enough MIME for our notifications: headers, and the text and HTML parts. */
export function parseEmail(raw: string, envelopeTo: string[] = []): ReceivedEmail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const email: ReceivedEmail = { raw, headers, envelopeTo, text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const section = splitHead(part.replace(/^\r?\n/, ""));
    const partHeaders = parseHeaders(section.head);
    const content = decodeBody(section.body, partHeaders["content-transfer-encoding"])
      .replace(/\r\n/g, "\n")
      .replace(/\n$/, "");
    if (/text\/html/i.test(partHeaders["content-type"] ?? "")) email.html = content;
    else if (/text\/plain/i.test(partHeaders["content-type"] ?? "")) email.text = content;
  }
  return email;
}
