// Issue #41 item 2: slow uploads can't hold the quote form hostage. The budget counts photo bytes
// actually received (a post without photos counts nothing), one address holds at most an eighth of
// it, and each upload's whole body has a deadline; every refusal keeps the visitor's text.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { multipartBody, paddedJpeg, quoteForm } from "../helpers/quote-form";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";

const MB = 1024 * 1024;
const KB = 1024;
/** Seconds an upload's whole body may take here (150 in production). */
const TIME_LIMIT_SECONDS = 12;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    env: {
      CONTACT_RATE_LIMIT_PER_HOUR: "100000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
      PHOTO_MB_PER_ADDRESS_PER_DAY: "100000",
      // 24 MB in flight: one address may hold 3 MB of it.
      UPLOADS_IN_FLIGHT_MB: "24",
      // 16 KB every 3 s at least: the uploads below send 17 KB a second, so a busy machine never ends them early.
      REQUEST_BODY_TIMEOUT_SECONDS: "3",
      UPLOAD_TIME_LIMIT_SECONDS: String(TIME_LIMIT_SECONDS),
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

let counter = 0;

/** The quote form as a browser without JavaScript sends it: multipart, the file input's part always there. */
async function browserQuote(name: string, photo?: Buffer) {
  // A connection of its own: the tests' pauses outlast a kept-alive one, which the server may close as it is reused.
  const { body: html } = await rawRequest(server.port, {
    path: "/contact",
    agent: new http.Agent({ keepAlive: false }),
  });
  counter += 1;
  const visitor = {
    name,
    phone: `254-555-${String(3000 + counter)}`,
    email: "slow.test@example.com",
    message: "Limb on the fence, señora Muñoz's side.",
  };
  return multipartBody(quoteForm(html, visitor, photo ? [photo] : []));
}

interface Answer {
  status: number | "closed";
  body: string;
}

/** Sends a whole body at once from `from` (a loopback address: one client each). */
function send(from: string, body: { type: string; bytes: Buffer }, path = "/contact") {
  return new Promise<Answer>((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        localAddress: from,
        method: "POST",
        path,
        agent: false,
        headers: { "Content-Type": body.type, "Content-Length": String(body.bytes.length) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
        res.on("error", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", () => resolve({ status: "closed", body: "" }));
    req.end(body.bytes);
  });
}

/**
 * An upload that declares `declaredMb`, sends its text and `photoBytes` of a photo at once, then
 * 17 KB a second: over the server's minimum pace, as the review's attack was (17 KB every 15 s, windows of 20 s).
 */
function slowUpload(from: string, name: string, { declaredMb = 24, photoBytes = 0 } = {}) {
  const boundary = "slowUploadBoundary";
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n254-555-0111\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="IMG_9.JPG"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  let drip: NodeJS.Timeout | undefined;
  let request: http.ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        localAddress: from,
        method: "POST",
        path: "/contact",
        agent: false,
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(declaredMb * MB),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
        res.on("error", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    request = req;
    req.on("error", () => resolve({ status: "closed", body: "" }));
    req.on("close", () => clearInterval(drip));
    req.write(Buffer.concat([opening, paddedJpeg(photoBytes / MB)]));
    drip = setInterval(() => req.write(Buffer.alloc(17 * KB)), 1000);
  });
  return { answer, stop: () => request?.destroy() };
}

async function leadsNamed(name: string) {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("leads")
      .leftJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
      .select(["leads.id", "leads.message", "leadPhotos.id as photoId"])
      .where("leads.name", "=", name)
      .execute();
  } finally {
    await db.destroy();
  }
}

/** The photo files being received: one per upload under way, each as large as what has arrived. */
function spooled() {
  const dir = path.join(path.dirname(server.databasePath), "uploads");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const sizes = files.map((name) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.size ?? 0);
  return { files: sizes.length, bytes: sizes.reduce((total, size) => total + size, 0) };
}

/** Until the server has taken in what the uploads under way sent at once. */
const received = (files: number, bytes = 0) =>
  waitFor(() => spooled().files >= files && spooled().bytes >= bytes * 0.99);

describe("nine slow uploads from five addresses (the review's attack)", () => {
  it("leave the quote form working: a browser's quote without and with a photo is stored; each slow one is answered at its deadline with its text", async () => {
    const started = Date.now();
    const slow = Array.from({ length: 9 }, (_, i) =>
      slowUpload(`127.0.0.${2 + (i % 5)}`, `Slow Sender ${i + 1}`, { declaredMb: 16 + Math.floor(i * 1.75) }),
    );
    await received(9);

    const textOnly = await send("127.0.0.20", await browserQuote("Renée Without Photos"));
    expect(textOnly.status, textOnly.body.slice(0, 300)).toBeLessThan(400);
    expect(await leadsNamed("Renée Without Photos")).toEqual([
      { id: expect.any(Number), message: "Limb on the fence, señora Muñoz's side.", photoId: null },
    ]);

    const withPhoto = await send("127.0.0.21", await browserQuote("José With A Photo", paddedJpeg(1)));
    expect(withPhoto.status, withPhoto.body.slice(0, 300)).toBeLessThan(400);
    expect(await leadsNamed("José With A Photo")).toEqual([
      { id: expect.any(Number), message: expect.any(String), photoId: expect.any(Number) },
    ]);

    const answers = await Promise.all(slow.map((upload) => upload.answer));
    const elapsed = (Date.now() - started) / 1000;
    expect(elapsed).toBeGreaterThanOrEqual(TIME_LIMIT_SECONDS - 1);
    expect(elapsed).toBeLessThan(TIME_LIMIT_SECONDS + 10);
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, `slow upload ${i + 1}`).toBe(408);
      expect(answer.body).toContain("Your photos took too long to arrive");
      // The visitor's text, back in the form.
      expect(answer.body).toContain(`value="Slow Sender ${i + 1}"`);
    }
    expect(await leadsNamed("Slow Sender 1")).toEqual([]);
  });
});

describe("the upload budget counts photo bytes received", () => {
  it("lets one address hold at most its share: its next photos are refused (429) with the text kept, another address's pass", async () => {
    const holder = slowUpload("127.0.0.30", "Share Holder", { photoBytes: 2.5 * MB });
    await received(1, 2.5 * MB);
    try {
      const refused = await send("127.0.0.30", await browserQuote("Same Address Ana", paddedJpeg(1)));
      expect(refused.status).toBe(429);
      expect(refused.body).toContain("Your photos are already being sent from this connection");
      expect(refused.body).toContain("(254) 555-0147");
      expect(refused.body).toContain('value="Same Address Ana"');
      expect(await leadsNamed("Same Address Ana")).toEqual([]);

      // Its text alone is not an upload: it goes through.
      const textOnly = await send("127.0.0.30", await browserQuote("Same Address Ana"));
      expect(textOnly.status).toBeLessThan(400);

      const other = await send("127.0.0.31", await browserQuote("Other Address Bo", paddedJpeg(1)));
      expect(other.status).toBeLessThan(400);
      expect(await leadsNamed("Other Address Bo")).toHaveLength(1);
    } finally {
      holder.stop();
    }
  });

  it("refuses photos past the whole budget with 503 and the phone number, on the API too, while a quote without photos is stored", async () => {
    const holders = Array.from({ length: 8 }, (_, i) =>
      slowUpload(`127.0.0.${40 + i}`, `Budget Holder ${i}`, { photoBytes: 2.9 * MB }),
    );
    await received(8, 8 * 2.9 * MB);
    try {
      const form = await send("127.0.0.50", await browserQuote("Over Budget Olga", paddedJpeg(1)));
      expect(form.status).toBe(503);
      expect(form.body).toContain("We are receiving a lot of photos right now");
      expect(form.body).toContain('value="Over Budget Olga"');

      const api = await send("127.0.0.51", await browserQuote("Over Budget Api", paddedJpeg(1)), "/api/contact");
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toMatchObject({
        success: false,
        message: expect.stringContaining("(254) 555-0147"),
      });

      const textOnly = await send("127.0.0.50", await browserQuote("Over Budget Olga"));
      expect(textOnly.status).toBeLessThan(400);
      expect(await leadsNamed("Over Budget Olga")).toHaveLength(1);
    } finally {
      for (const holder of holders) holder.stop();
    }
  });
});
