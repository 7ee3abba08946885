import fs from "node:fs";
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { phoneJpeg } from "../helpers/phone-photos";
import { multipartBody, paddedJpeg, quoteForm } from "../helpers/quote-form";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";

const MB = 1024 * 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    env: {
      CONTACT_RATE_LIMIT_PER_HOUR: "100000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
      PHOTO_MB_PER_ADDRESS_PER_DAY: "100000",
      REQUEST_BODY_TIMEOUT_SECONDS: "2",
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

let counter = 0;

/** The quote form's multipart body as the browser sends it, with one photo (or one of `megabytes`). */
async function quoteBody(name: string, photo: number | Buffer) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  counter += 1;
  const bytes = typeof photo === "number" ? paddedJpeg(photo) : photo;
  const visitor = { name, phone: `254-555-${String(4000 + counter)}`, email: "photo.sender@example.com" };
  return multipartBody(quoteForm(html, visitor, [bytes]));
}

function post(path: string, body: { type: string; bytes: Buffer }) {
  return rawRequest(server.port, {
    method: "POST",
    path,
    headers: { "Content-Type": body.type },
    body: body.bytes,
    agent: new http.Agent({ keepAlive: false }),
  });
}

async function storedPhotos(name: string) {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("leads")
      .leftJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
      .select(["leads.id", "leadPhotos.id as photoId"])
      .where("leads.name", "=", name)
      .execute();
  } finally {
    await db.destroy();
  }
}

describe("a quote with a phone's photo (12 megapixels, 3-6 MB, GPS) lands on every path the form is sent to", () => {
  it.each([
    ["/contact", "the contact page without JavaScript"],
    ["/?index", "the home page without JavaScript"],
    ["/contact.data", "the contact page with JavaScript (single fetch)"],
    ["/_root.data?index", "the home page with JavaScript (single fetch)"],
  ])("%s: %s", async (path) => {
    const name = `Photo Sender ${path}`;
    const answer = await post(path, await quoteBody(name, await fs.promises.readFile(await phoneJpeg())));
    expect(answer.status, answer.body).toBeLessThan(400);
    const stored = await storedPhotos(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.photoId).not.toBeNull();
  });

  it("keeps the small body cap on every other path, data requests included", async () => {
    for (const path of ["/about", "/about.data", "/services/tree-removal.data", "/admin/login"]) {
      const answer = await post(path, await quoteBody(`Elsewhere ${path}`, 1));
      expect(answer.status, path).toBe(413);
    }
  });
});

describe("a refused form with photos (issue #42)", () => {
  /** A form from `page` with a photo and no phone number, sent to `path`; `stay` as the page's script adds it. */
  async function refusedWithPhoto(page: string, path: string, stay = false) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    const form = quoteForm(html, { name: "Renée Photo-Typo", phone: "" }, [paddedJpeg(0.2)]);
    if (stay) form.set("photosStay", "1");
    return post(path, await multipartBody(form));
  }

  it.each([
    ["/contact", "Your photos were not kept. Please choose them again before you send."],
    ["/es/contacto", "Sus fotos no se guardaron. Por favor escójalas otra vez antes de enviar."],
  ])("without JavaScript, %s says beside the photo field that the photos must be chosen again", async (page, words) => {
    const answer = await refusedWithPhoto(page, page);
    expect(answer.status).toBe(400);
    // Under the photo field (its error, named by the input), before the next field.
    const field = answer.body.slice(
      answer.body.indexOf('id="quote-form-photos"'),
      answer.body.indexOf('name="textMe"'),
    );
    expect(field).toContain('aria-describedby="quote-form-photos-hint quote-form-photos-error"');
    expect(field).toMatch(new RegExp(`id="quote-form-photos-error"[^>]*>${words.replace(/\./g, "\\.")}<`));
    // The text typed is kept, as for any refusal.
    expect(answer.body).toContain('value="Renée Photo-Typo"');
  });

  it("with JavaScript the photos stay in the form, so nothing asks for them again", async () => {
    const answer = await refusedWithPhoto("/contact", "/contact.data", true);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Please enter your phone number");
    expect(answer.body).not.toContain("were not kept");
  });
});

describe("uploads under abuse", () => {
  it("ends a body that trickles in (408), and the server answers others meanwhile", async () => {
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/contact",
          agent: new http.Agent({ keepAlive: false }),
          headers: { "Content-Type": "multipart/form-data; boundary=drip", "Content-Length": String(30 * MB) },
        },
        (res) => resolve(`status ${res.statusCode}`),
      );
      req.on("error", (error) => resolve(`closed: ${(error as NodeJS.ErrnoException).code}`));
      req.on("close", () => resolve("closed"));
      const drip = setInterval(() => req.write("x"), 500);
      req.once("close", () => clearInterval(drip));
      req.write("--drip\r\n");
    });
    expect(outcome).toMatch(/status 408|closed/);
    // Ended by the server within a few of its 2-second windows, not by Node's 5-minute request timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("limits per address", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      env: { CONTACT_RATE_LIMIT_PER_HOUR: "2", PHOTO_MB_PER_ADDRESS_PER_DAY: "2", PHOTO_STORAGE_MB: "500000000" },
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("warns at start when the photo quota, and as much again for backups, is more than the disk's free space", () => {
    expect(limited.output()).toMatch(
      /Warning: photos may take up to [\d.]+ GB \(PHOTO_STORAGE_MB=500000000 in the data folder and as much again kept by backups\), but the disk has [\d.]+ GB free/,
    );
  });

  it("keeps the leads of an address past its photos for the day, without the photos; then answers it past its quotes for the hour before reading its photos", async () => {
    const send = async (name: string) => {
      const html = await (await fetch(`${limited.url}/contact`)).text();
      // A phone's photo, about 1.1 MB once stored: two pass a 2 MB day's budget.
      const photo = await fs.promises.readFile(await phoneJpeg());
      const form = quoteForm(html, { name, phone: "254-555-0199", email: "limit@example.com" }, [photo]);
      return fetch(`${limited.url}/contact.data`, { method: "POST", body: form });
    };
    const photosOf = async (name: string) => {
      const { db } = limited.openDb();
      try {
        return await db
          .selectFrom("leads")
          .leftJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
          .select(["leads.photosNotStored", "leadPhotos.id as photoId"])
          .where("leads.name", "=", name)
          .execute();
      } finally {
        await db.destroy();
      }
    };
    expect((await send("First Allowed")).status).toBeLessThan(400);
    expect(await photosOf("First Allowed")).toEqual([{ photosNotStored: 0, photoId: expect.any(Number) }]);

    const second = await send("Second Past Photos");
    expect(second.status).toBeLessThan(400);
    expect(await photosOf("Second Past Photos")).toEqual([{ photosNotStored: 1, photoId: null }]);

    const third = await send("Third Refused");
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("Too many requests from your connection");
    expect(await photosOf("Third Refused")).toEqual([]);
  });
});
