// Issue #30 point 7, the photo findings: bytes that are not UTF-8 in a multipart body, visitor-chosen
// file names, image bombs, and photos spooled to disk (and removed) rather than held in memory.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startMessagingServer } from "../helpers/messaging";
import { pixelBombPng } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { rawRequest } from "../helpers/raw-http";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";
import { signedInClient, type StaffClient } from "../helpers/staff";

const BOUNDARY = "----photoabuse7MA4YWxkTrZu0gW";
const FORM_UNREADABLE = "Your request could not be read. Please try again or call us at (254) 555-0147.";

function smallJpeg() {
  return Buffer.from(jpeg.encode({ width: 64, height: 48, data: Buffer.alloc(64 * 48 * 4, 150) }, 80).data);
}

/** A multipart part: its header lines and content, raw bytes (Latin-1 strings keep each byte as written). */
type Part = { headers: string; body: Buffer | string };

const field = (name: string, value: string): Part => ({
  headers: `Content-Disposition: form-data; name="${name}"`,
  body: value,
});
const photo = (filename: string, body: Buffer): Part => ({
  headers: `Content-Disposition: form-data; name="photos"; filename="${filename}"\r\nContent-Type: image/jpeg`,
  body,
});

function multipart(parts: Part[]) {
  const chunks = parts.flatMap(({ headers, body }) => [
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, "latin1"),
    typeof body === "string" ? Buffer.from(body, "latin1") : body,
    Buffer.from("\r\n"),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

let phoneCounter = 0;
/** The quote form's fields, with a fresh phone number (a repeat of the same request is stored once). */
async function formParts(name: string) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  phoneCounter += 1;
  return [
    field("name__confirm", ""),
    field("from__confirm", spamTrapStamp(html)!),
    field("name", name),
    field("phone", `254-555-${String(4000 + phoneCounter)}`),
    field("email", "kay@example.com"),
    field("service", "tree-trimming"),
    field("message", "Branches over the driveway."),
  ];
}

function post(pathname: string, body: Buffer) {
  return rawRequest(server.port, {
    method: "POST",
    path: pathname,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
}

/** Files waiting in the data folder's upload spool. */
function spooled() {
  const dir = path.join(path.dirname(server.databasePath), "uploads");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size);
}

let server: TestServer;
let smtp: TestSmtpServer;
let staff: StaffClient;

beforeAll(async () => {
  ({ smtp, server } = await startMessagingServer({
    CONTACT_RATE_LIMIT_PER_HOUR: "1000",
    MUTATION_RATE_LIMIT_PER_MINUTE: "1000",
  }));
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The photos of the lead of that name, once the server has normalized them (after it answered, decision 050). */
function storedPhotos(name: string) {
  return waitFor(async () => {
    const { db } = server.openDb();
    try {
      const rows = await db
        .selectFrom("leadPhotos")
        .innerJoin("leads", "leads.id", "leadPhotos.leadId")
        .select([
          "leadPhotos.id",
          "leadPhotos.leadId",
          "leadPhotos.fileName",
          "leadPhotos.originalName",
          "leadPhotos.normalized",
        ])
        .where("leads.name", "=", name)
        .orderBy("leadPhotos.id")
        .execute();
      return rows.every((row) => row.normalized) && rows.map(({ normalized: _, ...row }) => row);
    } finally {
      await db.destroy();
    }
  });
}

describe("a multipart quote with bytes that are not UTF-8", () => {
  // Each a byte sequence UTF-8 forbids: a lone 0xFF, a lead byte without its continuation, an overlong "/".
  const invalid = ["\xff", "\xc3(", "\xc0\xaf"];
  const places: Array<[string, (parts: Part[], bad: string) => Part[]]> = [
    ["a field's value", (parts, bad) => [...parts, field("message", `Oak${bad}tree`)]],
    ["a field's name", (parts, bad) => [...parts, field(`note${bad}`, "x")]],
    ["a photo's file name (a part header)", (parts, bad) => [...parts, photo(`oak${bad}.jpg`, smallJpeg())]],
  ];

  it("is answered 400 with the form's message on the form, JSON on the API, never 500", async () => {
    for (const [place, build] of places) {
      for (const bad of invalid) {
        const parts = build(await formParts("Utf Eight Ray"), bad);
        const form = await post("/contact", multipart(parts));
        expect(form.status, `${place} ${JSON.stringify(bad)}`).toBe(400);
        expect(form.body).toContain(FORM_UNREADABLE);
        const api = await post("/api/contact", multipart(parts));
        expect(api.status, `${place} ${JSON.stringify(bad)} (API)`).toBe(400);
        expect(JSON.parse(api.body)).toEqual({ success: false, message: "The multipart body could not be read." });
      }
    }
  });

  it("never gets a 500, whichever bytes of a real request are changed (seeded fuzz)", async () => {
    const original = multipart([...(await formParts("Fuzz Quinn")), photo("oak.jpg", smallJpeg())]);
    let state = 0x2545f491;
    const random = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const statuses = new Set<number>();
    for (let round = 0; round < 120; round++) {
      const body = Buffer.from(original);
      for (let change = 0; change < 1 + Math.floor(random() * 3); change++) {
        // Mostly the headers and text at the start, where parsing decisions are made.
        const at = Math.floor(random() ** 2 * body.length);
        body[at] = [0xff, 0xc3, 0x80, 0x00, 0x0d, 0x22, Math.floor(random() * 256)][Math.floor(random() * 7)]!;
      }
      const response = await post(round % 2 ? "/api/contact" : "/contact", body);
      statuses.add(response.status);
      expect(response.status, `round ${round}`).toBeLessThan(500);
    }
    expect(statuses.has(400)).toBe(true);
    expect(spooled()).toEqual([]);
  }, 60_000);
});

describe("photo file names chosen by the visitor", () => {
  it("never name a stored, served or emailed file: JPEG bytes named .html, .hta, .exe, .svg or with an RTL override are photo-N.jpg", async () => {
    const names = ["quote.html", "update.hta", "setup.exe", "logo.svg", "tree\u202egpj.exe"];
    const parts = [
      ...(await formParts("Named Files Una")),
      // The name's bytes as a browser sends them: UTF-8.
      ...names.map((name) => photo(Buffer.from(name, "utf8").toString("latin1"), smallJpeg())),
    ];
    expect((await post("/contact", multipart(parts))).status).toBe(302);

    const stored = await storedPhotos("Named Files Una");
    expect(stored.map((row) => [row.fileName, row.originalName])).toEqual([
      ["photo-1.jpg", "quote.html"],
      ["photo-2.jpg", "update.hta"],
      ["photo-3.jpg", "setup.exe"],
      ["photo-4.jpg", "logo.svg"],
      // Display text only, and without the character that would show it as "treeexe.jpg".
      ["photo-5.jpg", "treegpj.exe"],
    ]);
    for (const [index, row] of stored.entries()) {
      const served = await staff.get(`/admin/leads/${row.leadId}/photos/${row.id}`);
      expect(served.headers.get("Content-Type")).toBe("image/jpeg");
      expect(served.headers.get("Content-Disposition")).toBe(`inline; filename="photo-${index + 1}.jpg"`);
    }
    const email = await waitFor(() =>
      smtp.messages.find(
        (message) =>
          message.envelopeTo.includes("office@example.com") && message.headers.subject?.includes("Named Files Una"),
      ),
    );
    expect(email.attachments.map((attachment) => attachment.filename)).toEqual(
      names.map((_, index) => `photo-${index + 1}.jpg`),
    );
    const page = await (await staff.get(`/admin/leads/${stored[0]!.leadId}`)).text();
    expect(page).not.toContain("\u202e");
  });
});

describe("an image bomb", () => {
  it("(a 1.2 MB PNG of 20,000 × 20,000 pixels) is refused from its header with a field message, the text kept", async () => {
    const bomb = fs.readFileSync(await pixelBombPng());
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const parts = [
      ...(await formParts("Bomb Vic")),
      {
        headers: 'Content-Disposition: form-data; name="photos"; filename="tree.png"\r\nContent-Type: image/png',
        body: bomb,
      },
    ];
    const response = await post("/contact", multipart(parts));
    expect(response.status).toBe(400);
    expect(response.body).toContain("Photos must be under 50 megapixels. Please choose your photos again.");
    expect(response.body).toContain('value="Bomb Vic"');
    expect(await storedPhotos("Bomb Vic")).toEqual([]);
    expect(spooled()).toEqual([]);
  });
});

describe("a photo being received", () => {
  it("is written to a temporary file in the data folder, not held in memory, and removed when the client goes away", async () => {
    const head = multipart([...(await formParts("Gone Wes")), photo("big.jpg", smallJpeg())]);
    // The body stops inside the photo: 3 MB of it sent, 5 MB announced.
    const start = head.subarray(0, head.indexOf(smallJpeg()));
    const sent = Buffer.concat([start, smallJpeg(), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /contact HTTP/1.1",
        "Host: 127.0.0.1",
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${sent.length + 2 * 1024 * 1024}`,
        "",
        "",
      ].join("\r\n"),
    );
    socket.write(sent);
    // On disk while it arrives.
    await waitFor(() => spooled().some((size) => size >= 3 * 1024 * 1024));
    socket.destroy();
    await waitFor(() => spooled().length === 0 || undefined);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await storedPhotos("Gone Wes")).toEqual([]);
  });
});
