import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import nodemailer from "nodemailer";

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An iCalendar invitation (RFC 5546): sent as the text/calendar part calendars act on. */
export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The same on every attempt, so a mail client shows a message sent twice once. */
  messageId?: string;
  attachments?: Attachment[];
  calendar?: CalendarPart;
}

export interface Mailer {
  /** Where mail goes, for the start-up log. */
  description: string;
  send: (email: OutgoingEmail, id: number) => Promise<void>;
  close: () => void;
}

// A dead or hanging SMTP server must fail the attempt (to be retried later), never stall the worker.
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
};

/** How much of an attachment nodemailer encodes at a time (see inPieces). */
const ATTACHMENT_PIECE_BYTES = 64 * 1024;

/**
 * An attachment's bytes as a stream of 64 KiB pieces, each in a turn of the event loop of its own.
 * Given one Buffer, nodemailer base64-encodes, wraps and dot-escapes it whole in one go: 200-400 ms
 * for a lead's phone photos, during which no page is answered (profiled in the storm drill). A
 * socket's backpressure does not split it: a local socket takes every write at once.
 */
function inPieces(content: Buffer) {
  let offset = 0;
  return new Readable({
    highWaterMark: ATTACHMENT_PIECE_BYTES,
    read() {
      setImmediate(() => {
        if (offset < content.length) this.push(content.subarray(offset, (offset += ATTACHMENT_PIECE_BYTES)));
        if (offset >= content.length) this.push(null);
      });
    },
  });
}

function toMessage(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    messageId: email.messageId,
    attachments: email.attachments?.map((attachment) => ({ ...attachment, content: inPieces(attachment.content) })),
    icalEvent: email.calendar
      ? { method: email.calendar.method, filename: "invite.ics", content: email.calendar.content }
      : undefined,
  };
}

function smtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? {
          user: decodeURIComponent(url.username),
          pass: decodeURIComponent(url.password),
        }
      : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    description: `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    send: async (email) => {
      await transport.sendMail(toMessage(email));
    },
    close: () => transport.close(),
  };
}

/** Without SMTP each message becomes an .eml file that any mail client opens. */
function fileMailer(folder: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    description: `.eml files in ${folder} (SMTP_URL is not set)`,
    send: async (email, id) => {
      const info = await transport.sendMail(toMessage(email));
      // Messages hold customers' personal data: readable by the server's user only.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
      // Renamed into place so nobody opens a half-written message; a failed write leaves nothing behind.
      try {
        await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
        await fs.rename(`${file}.tmp`, file);
      } catch (error) {
        await fs.rm(`${file}.tmp`, { force: true });
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : fileMailer(path.join(options.dataDir, "outbox"));
}
