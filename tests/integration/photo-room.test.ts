// Issue #44 item 2: no photo of an acknowledged quote is dropped while there is room for it clean.
// The quota (PHOTO_STORAGE_MB) counts clean photos; photos as sent wait in files with a limit of
// their own (PHOTO_SPOOL_MB), past which a quote is refused before it is answered, its text kept.
import fs from "node:fs";
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { photosNearLimit } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { quoteForm } from "../helpers/quote-form";
import { startServer, type TestServer } from "../helpers/server";

const MB = 1024 * 1024;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    env: {
      CONTACT_RATE_LIMIT_PER_HOUR: "1000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "1000",
      PHOTO_MB_PER_ADDRESS_PER_DAY: "100000",
      // Every quote here comes from one address: its share of uploads in flight (an eighth) holds four at once.
      UPLOADS_IN_FLIGHT_MB: "1024",
      // Less than one phone photo as sent (about 5.4 MB), more than one clean (about 1-2 MB).
      PHOTO_STORAGE_MB: "4",
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

let counter = 0;

async function sendQuote(name: string, photos: string[]) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  counter += 1;
  const form = quoteForm(
    html,
    {
      name,
      phone: `254-555-${String(6000 + counter)}`,
      email: "room@example.com",
      message: "Dos robles caídos después de la tormenta.",
    },
    photos.map((photo) => fs.readFileSync(photo)),
  );
  const response = await fetch(`${server.url}/contact`, { method: "POST", body: form, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

/** The lead of that name with its photos, once every one has been cleaned or dropped. */
function settled(name: string) {
  return waitFor(async () => {
    const { db } = server.openDb();
    try {
      const rows = await db
        .selectFrom("leads")
        .leftJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
        .select(["leads.photosNotStored", "leadPhotos.id as photoId", "leadPhotos.normalized"])
        .where("leads.name", "=", name)
        .execute();
      return rows.length > 0 && rows.every((row) => row.photoId === null || row.normalized === 1) && rows;
    } finally {
      await db.destroy();
    }
  }, 120_000);
}

describe("photo storage counts clean photos", () => {
  it("keeps a phone photo larger as sent than the whole quota, because it fits once cleaned", async () => {
    const [photo] = await photosNearLimit();
    const answer = await sendQuote("Quota Clean Quinn", [photo!]);
    expect(answer.status).toBe(302);
    const rows = await settled("Quota Clean Quinn");
    expect(rows).toEqual([{ photosNotStored: 0, photoId: expect.any(Number), normalized: 1 }]);
  }, 150_000);
});

describe("photos waiting to be cleaned", () => {
  beforeAll(async () => {
    server = await server.restart({ PHOTO_STORAGE_MB: "2048", PHOTO_SPOOL_MB: "12" });
  });

  it("past PHOTO_SPOOL_MB refuse the quote before it is answered (503, the text kept); every quote answered as stored keeps all its photos", async () => {
    const photos = (await photosNearLimit()).slice(0, 2);
    // Four quotes of two phone photos (about 10.8 MB) at once: the first fits the 12 MB spool.
    const names = ["Spool Ana", "Spool Bea", "Spool Cruz", "Spool Dee"];
    const answers = await Promise.all(names.map((name) => sendQuote(name, photos)));
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length, JSON.stringify(answers.map((answer) => answer.status))).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toContain("We are receiving a lot of photos right now");
      expect(answer.body).toContain("Dos robles caídos después de la tormenta.");
    }
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 503) continue;
      expect(answer.status).toBe(302);
      const rows = await settled(names[index]!);
      expect(rows.map((row) => [row.photosNotStored, row.normalized])).toEqual([
        [0, 1],
        [0, 1],
      ]);
    }
  }, 240_000);

  it("refuse a quote whose photos would not fit at its start, before its body is read (503 with the number to call)", async () => {
    // The 12 MB spool, empty once the photos above are cleaned: 13 MB declared. The answer comes while only the text
    // is sent; then the rest goes, as a browser sends it, and the server drops it unread.
    const boundary = "spoolFullBoundary";
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSpool Early Eve\r\n`,
    );
    const answer = await new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(13 * MB) },
      });
      request.on("error", reject);
      request.on("response", (response) => {
        const status = response.statusCode!;
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        response.on("end", () => resolve({ status, retryAfter: response.headers["retry-after"], body }));
        request.end(Buffer.alloc(13 * MB - opening.length));
      });
      request.write(opening);
    });
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe("60");
    const { success, message } = JSON.parse(answer.body) as { success: boolean; message: string };
    expect(success).toBe(false);
    expect(message).toContain("We are receiving a lot of photos right now");
    expect(message).toContain("(254) 555-0147");
  }, 60_000);
});
