import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { createMailer } from "./mailer.server";

const email = {
  from: "site@example.com",
  to: "office@example.com",
  subject: "New quote request",
  text: "A lead",
  html: "<p>A lead</p>",
};

/**
 * This process can grow no file past 0 bytes while `work` runs (prlimit), as on a full
 * disk: a file opens, then its first write fails. Only the mailer writes meanwhile.
 */
async function whileFilesCannotGrow<T>(work: () => Promise<T>) {
  execFileSync("prlimit", [`--pid=${process.pid}`, "--fsize=0:"]);
  try {
    return await work();
  } finally {
    execFileSync("prlimit", [`--pid=${process.pid}`, "--fsize=unlimited:"]);
  }
}

describe("the .eml outbox (no SMTP_URL)", () => {
  it("leaves no .eml.tmp behind when a message cannot be written (issue #21 finding 1)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mailer-"));
    const mailer = createMailer({ dataDir });
    const outbox = path.join(dataDir, "outbox");

    const failed = await whileFilesCannotGrow(() =>
      mailer.send(email, 1).then(
        () => null,
        (error: Error) => error,
      ),
    );
    expect(failed).toMatchObject({ code: "EFBIG" });
    expect(fs.readdirSync(outbox)).toEqual([]);

    // Once the disk takes writes again, the retry writes the message whole, its attachment too
    // (encoded 64 KiB at a time: one byte past three pieces).
    const photo = Buffer.from(Array.from({ length: 3 * 64 * 1024 + 1 }, (_, i) => (i * 31) % 256));
    await mailer.send(
      { ...email, attachments: [{ filename: "roof.jpg", content: photo, contentType: "image/jpeg" }] },
      1,
    );
    const [written] = fs.readdirSync(outbox);
    expect(written).toMatch(/-1\.eml$/);
    const message = await simpleParser(fs.readFileSync(path.join(outbox, written!)));
    expect(message.subject).toBe("New quote request");
    expect(message.attachments.map(({ filename, content }) => [filename, content.equals(photo)])).toEqual([
      ["roof.jpg", true],
    ]);
    mailer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
