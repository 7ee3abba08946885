import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { getFreePort } from "./server";

export interface ReceivedEmail {
  raw: string;
  /** Lower-case header name → unfolded value. */
  headers: Record<string, string>;
  /** The subject as a reader sees it (encoded words decoded). */
  subject: string;
  envelopeTo: string[];
  text: string;
  html: string;
  attachments: Array<{ filename?: string; contentType: string; size: number }>;
  /** The iCalendar parts (text/calendar), as sent. */
  calendars: string[];
}

export interface TestSmtpServer {
  port: number;
  /** The SMTP_URL that points the site at this server. */
  url: string;
  messages: ReceivedEmail[];
  /** Messages whose data has begun to arrive (a slow server is still taking the ones not in `messages`). */
  receiving: () => number;
  /** With `hold`: takes the messages held so far, and every one after, at once. */
  release: () => void;
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedEmail[]>;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server in the test process that keeps every message it gets.
 * `hold` makes it keep each message's answer until `release()`, like a busy mail provider that
 * takes its time: the test decides how long, instead of waiting a fixed time.
 */
export async function startSmtpServer(options: { port?: number; hold?: boolean } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await getFreePort());
  const messages: ReceivedEmail[] = [];
  let receiving = 0;
  let held: Array<() => void> | undefined = options.hold ? [] : undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      receiving += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          parseEmail(Buffer.concat(chunks).toString("utf8"), envelopeTo).then((email) => {
            messages.push(email);
            callback();
          }, callback);
        };
        if (held) held.push(finish);
        else finish();
      });
    },
  });
  const release = () => {
    const waiting = held ?? [];
    held = undefined;
    for (const finish of waiting) finish();
  };
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    receiving: () => receiving,
    release,
    waitForMessages: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} emails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    stop: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Headers (lower-case names), the text and HTML bodies, and the attachments' names, read by mailparser. */
export async function parseEmail(raw: string, envelopeTo: string[] = []): Promise<ReceivedEmail> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    headers[key] = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
  }
  return {
    raw,
    headers,
    subject: parsed.subject ?? "",
    envelopeTo,
    text: (parsed.text ?? "").replace(/\n$/, ""),
    html: typeof parsed.html === "string" ? parsed.html.replace(/\n$/, "") : "",
    attachments: parsed.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    calendars: parsed.attachments
      .filter((attachment) => attachment.contentType === "text/calendar")
      .map((attachment) => attachment.content.toString("utf8")),
  };
}
