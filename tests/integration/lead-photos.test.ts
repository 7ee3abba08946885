import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";

import SQLite from "better-sqlite3";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { rawRequest } from "../helpers/raw-http";
import { makeTempDir, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";

const MB = 1024 * 1024;

/** A real JPEG of the given size in pixels, made by an encoder. */
function jpegPhoto(width = 64, height = 48) {
  const data = Buffer.alloc(width * height * 4, 180);
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data);
}

function pngPhoto() {
  const png = new PNG({ width: 32, height: 32 });
  png.data.fill(90);
  return PNG.sync.write(png);
}

/**
 * The start of a HEIC file as an iPhone writes it: the ISO box naming the
 * HEIC brand, which is what the type is read from. (No package here ships a
 * whole HEIC sample, and no encoder for it runs in Node.)
 */
function heicPhoto() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(2048, 7)]);
}

/** A real JPEG made `megabytes` large: the type is read from its first bytes, the rest is its size. */
const largeJpeg = (megabytes: number) => Buffer.concat([jpegPhoto(), Buffer.alloc(Math.round(megabytes * MB))]);

let phoneCounter = 0;
function fields(name: string) {
  phoneCounter += 1;
  return {
    name,
    phone: `254-555-${String(3000 + phoneCounter)}`,
    email: "jane@example.com",
    service: "tree-removal",
    message: "The oak in the photos leans over the roof.",
  };
}

type Upload = { name: string; type: string; bytes: Buffer };

/** The quote form as a browser without JavaScript sends it: multipart, with the spam trap and the chosen files. */
async function postQuoteForm(server: TestServer, values: Record<string, string>, uploads: Upload[]) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const form = new FormData();
  form.set("name__confirm", "");
  form.set("from__confirm", spamTrapStamp(html)!);
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const upload of uploads)
    form.append("photos", new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
  return fetch(`${server.url}/contact`, { method: "POST", body: form, redirect: "manual" });
}

let server: TestServer;
let smtp: TestSmtpServer;
let staff: StaffClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: { ...adminEnv, SMTP_URL: smtp.url, NOTIFY_EMAILS: "office@example.com", PHOTO_STORAGE_MB: "20" },
  });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function photosOf(name: string) {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("leadPhotos")
      .innerJoin("leads", "leads.id", "leadPhotos.leadId")
      .select(["leadPhotos.id", "leadPhotos.leadId", "leadPhotos.contentType", "leadPhotos.size", "leadPhotos.data"])
      .where("leads.name", "=", name)
      .orderBy("leadPhotos.id")
      .execute();
  } finally {
    await db.destroy();
  }
}

async function leadCount(name: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("name", "=", name).execute()).length;
  } finally {
    await db.destroy();
  }
}

/** The office's notification about the lead of that name, once it has arrived. */
const officeEmail = (name: string) =>
  waitFor(() =>
    smtp.messages.find(
      (message) => message.envelopeTo.includes("office@example.com") && message.headers.subject?.includes(name),
    ),
  );

/**
 * A quote request to /api/contact as multipart, with these photos, on a
 * connection of its own: Node's fetch, sending 21 MB over a connection kept
 * alive from an earlier upload, failed now and then with EPIPE on this busy
 * machine (node:http over a kept-alive connection did not).
 */
async function postApiQuote(name: string, uploads: Upload[]) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields(name))) form.set(field, value);
  for (const upload of uploads)
    form.append("photos", new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
  const encoded = new Response(form);
  return rawRequest(server.port, {
    method: "POST",
    path: "/api/contact",
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
    agent: new http.Agent({ keepAlive: false }),
  });
}

describe("photos with a quote request", () => {
  it("are asked for on the home page and /contact with the field the issue names", async () => {
    for (const page of ["/", "/contact"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      // Without JavaScript the browser sends the files with the form.
      expect(html.match(/<form[^>]*action="[^"]*#quote-form"[^>]*>/)?.[0], page).toMatch(
        /enctype="multipart\/form-data"/i,
      );
      const input = html.match(/<input[^>]*name="photos"[^>]*>/)?.[0] ?? "";
      expect(input, page).toContain('type="file"');
      expect(input, page).toContain('multiple=""');
      expect(input, page).toContain('accept="image/jpeg,image/png,image/webp,image/heic,image/heif"');
      const id = input.match(/id="([^"]+)"/)![1];
      const label = html.match(new RegExp(`<label for="${id}"[^>]*>(.*?)</label>`))?.[1];
      expect(label?.replace(/<!-- -->/g, ""), page).toBe("Photos of the tree (up to 5)");
    }
  });

  it("are stored with the lead from the form without JavaScript, emailed, and shown only to staff", async () => {
    const photo = jpegPhoto();
    const response = await postQuoteForm(server, fields("Photo Form Jane"), [
      { name: "oak.jpg", type: "image/jpeg", bytes: photo },
      { name: "roof.png", type: "image/png", bytes: pngPhoto() },
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact#quote-form");

    const stored = await photosOf("Photo Form Jane");
    expect(stored.map((row) => row.contentType)).toEqual(["image/jpeg", "image/png"]);
    expect(Buffer.compare(stored[0]!.data, photo)).toBe(0);
    const [first] = stored;
    const url = `/admin/leads/${first!.leadId}/photos/${first!.id}`;

    // The office's email says so and carries both files.
    // The visitor's confirmation goes too.
    const email = (await smtp.waitForMessages(2)).find((message) => message.envelopeTo.includes("office@example.com"));
    expect(email!.text).toContain("2 photos (attached)");
    expect(email!.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ["oak.jpg", "image/jpeg"],
      ["roof.png", "image/png"],
    ]);

    // Staff see thumbnails that open the full size, and the photo as it was sent.
    const page = await (await staff.get(`/admin/leads/${first!.leadId}`)).text();
    expect(page).toContain(`href="${url}"`);
    expect(page).toContain('alt="Sent by Photo Form Jane, 1 of 2 (opens full size)"');
    const served = await staff.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Its own policy beside the site's: a browser enforces both, so the photo is sandboxed.
    expect(served.headers.get("Content-Security-Policy")).toMatch(/, sandbox$/);
    expect(served.headers.get("Cache-Control")).toMatch(/^private/);
    expect(served.headers.get("Content-Disposition")).toBe('inline; filename="oak.jpg"');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo)).toBe(0);
    const list = await (await staff.get("/admin/leads?q=Photo%20Form%20Jane")).text();
    expect(list).toContain("2 photos");

    // Nobody else.
    const anonymous = await fetch(`${server.url}${url}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const api = await fetch(`${server.url}${url}`, { headers: { Accept: "application/json" } });
    expect(api.status).toBe(401);
    expect((await staff.get(`/admin/leads/${first!.leadId}/photos/999999`)).status).toBe(404);
  });

  it("come through /api/contact as multipart (HEIC too), and /api/leads and the CSV list them", async () => {
    const response = await postApiQuote("Photo Api Sam", [
      { name: '../../my "tree".jpg', type: "image/jpeg", bytes: jpegPhoto() },
      // Declared as anything: the type is read from the bytes.
      { name: "IMG_0001.HEIC", type: "application/octet-stream", bytes: heicPhoto() },
    ]);
    expect(response.status).toBe(201);

    const stored = await photosOf("Photo Api Sam");
    expect(stored.map((row) => row.contentType)).toEqual(["image/jpeg", "image/heic"]);
    const expected = stored.map((photo) => ({
      id: photo.id,
      url: `/admin/leads/${photo.leadId}/photos/${photo.id}`,
      contentType: photo.contentType,
      size: photo.size,
    }));
    const leadId = stored[0]!.leadId;
    const lead = await (await staff.request(`/api/leads/${leadId}`)).json();
    expect(lead.data.photos).toEqual(expected);
    const list = await (await staff.request("/api/leads?q=Photo%20Api%20Sam")).json();
    expect(list.data).toEqual([expect.objectContaining({ id: leadId, photos: expected })]);

    // The device's file name is never a path, and the header stays one safe line.
    const served = await staff.get(expected[0]!.url);
    expect(served.headers.get("Content-Disposition")).toMatch(/^inline; filename="[\w.-]+\.jpg"$/);
    const heic = await staff.get(expected[1]!.url);
    expect(heic.headers.get("Content-Type")).toBe("image/heic");
    expect(heic.headers.get("Content-Disposition")).toBe('inline; filename="IMG_0001.HEIC"');

    // The CSV's Photos column counts them.
    const csv = await (await staff.request("/admin/form-fills.csv?q=Photo%20Api%20Sam")).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // (Where the lead came from follows, in five columns: issue #30.)
    expect(header!.split(",").at(-6)).toBe('"Photos"');
    expect(row!.split(",").at(-6)).toBe('"2"');
  });

  it("are refused or dropped as the spam checks say, and a repeated request stores its photos once", async () => {
    const trapped = new FormData();
    for (const [name, value] of Object.entries(fields("Photo Bot"))) trapped.set(name, value);
    trapped.set("name__confirm", "https://spam.example");
    trapped.append("photos", new Blob([new Uint8Array(jpegPhoto())], { type: "image/jpeg" }), "bot.jpg");
    const bot = await fetch(`${server.url}/contact`, { method: "POST", body: trapped, redirect: "manual" });
    // Answered like a success, and nothing kept.
    expect(bot.status).toBe(302);
    expect(await leadCount("Photo Bot")).toBe(0);

    const values = fields("Photo Twice Flo");
    const upload = { name: "twice.jpg", type: "image/jpeg", bytes: jpegPhoto() };
    expect((await postQuoteForm(server, values, [upload])).status).toBe(302);
    expect((await postQuoteForm(server, values, [upload])).status).toBe(302);
    expect(await leadCount("Photo Twice Flo")).toBe(1);
    expect(await photosOf("Photo Twice Flo")).toHaveLength(1);
  });

  it("over 10 MB together are not attached: the email says so and links to the lead", async () => {
    const response = await postApiQuote("Photo Heavy Gus", [
      { name: "a.jpg", type: "image/jpeg", bytes: largeJpeg(5.5) },
      { name: "b.jpg", type: "image/jpeg", bytes: largeJpeg(5.5) },
    ]);
    expect(response.status).toBe(201);
    const [photo] = await photosOf("Photo Heavy Gus");
    const email = await officeEmail("Photo Heavy Gus");
    expect(email.text).toContain("2 photos (too large for email: open the lead to see them)");
    expect(email.text).toContain(`/admin/leads/${photo!.leadId}`);
    expect(email.attachments).toEqual([]);
  });

  it("past PHOTO_STORAGE_MB leave the lead stored without them, and staff see why", async () => {
    // 21 MB of photos where 20 MB is the room for all of them.
    const response = await postApiQuote("Photo Full Hal", [
      { name: "a.jpg", type: "image/jpeg", bytes: largeJpeg(7) },
      { name: "b.jpg", type: "image/jpeg", bytes: largeJpeg(7) },
      { name: "c.jpg", type: "image/jpeg", bytes: largeJpeg(7) },
    ]);
    expect(response.status).toBe(201);
    expect(await leadCount("Photo Full Hal")).toBe(1);
    expect(await photosOf("Photo Full Hal")).toEqual([]);

    const email = await officeEmail("Photo Full Hal");
    expect(email.text).toContain("3 photos sent but not stored: the site's photo storage is full (PHOTO_STORAGE_MB)");
    expect(email.attachments).toEqual([]);
    const { id } = (await (await staff.request("/api/leads?q=Photo%20Full%20Hal")).json()).data[0];
    const page = await (await staff.get(`/admin/leads/${id}`)).text();
    expect(page).toContain("3 photos were sent but not stored: the site&#x27;s photo storage is full");

    // A request that fits is stored with its photo as before.
    const fits = await postApiQuote("Photo Fits Ida", [{ name: "ok.jpg", type: "image/jpeg", bytes: jpegPhoto() }]);
    expect(fits.status).toBe(201);
    expect(await photosOf("Photo Fits Ida")).toHaveLength(1);
  });

  it("refuse what is not a picture, too many or too large, keeping the text and storing nothing", async () => {
    const renamed = await postQuoteForm(server, fields("Photo Renamed Ann"), [
      { name: "tree.jpg", type: "image/jpeg", bytes: Buffer.from("MZ this is a program, not a photo") },
    ]);
    expect(renamed.status).toBe(400);
    const page = await renamed.text();
    expect(page).toContain("Photos must be JPEG, PNG, WebP or HEIC pictures. Please choose your photos again.");
    expect(page).toContain('value="Photo Renamed Ann"');

    const six = await postQuoteForm(
      server,
      fields("Photo Six Bob"),
      Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.jpg`, type: "image/jpeg", bytes: jpegPhoto() })),
    );
    expect(six.status).toBe(400);
    expect(await six.text()).toContain("Please choose up to 5 photos");

    const eleven = Buffer.concat([jpegPhoto(), Buffer.alloc(11 * MB)]);
    const big = await postQuoteForm(server, fields("Photo Big Cy"), [
      { name: "big.jpg", type: "image/jpeg", bytes: eleven },
    ]);
    expect(big.status).toBe(400);
    expect(await big.text()).toContain("Each photo must be under 10 MB");

    for (const name of ["Photo Renamed Ann", "Photo Six Bob", "Photo Big Cy"]) expect(await leadCount(name)).toBe(0);
  });

  it("answer a request over 30 MB with a 413 page that gives the phone number, and the server carries on", async () => {
    const huge = Buffer.concat([jpegPhoto(), Buffer.alloc(40 * MB)]);
    const response = await postQuoteForm(server, fields("Photo Huge Di"), [
      { name: "huge.jpg", type: "image/jpeg", bytes: huge },
    ]);
    expect(response.status).toBe(413);
    expect(response.headers.get("Connection")).toBe("close");
    const page = await response.text();
    expect(page).toContain("Your photos are too large to send together (30 MB at most)");
    expect(page).toContain("(254) 555-0147");

    const api = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: (() => {
        const form = new FormData();
        form.append("photos", new Blob([new Uint8Array(huge)], { type: "image/jpeg" }), "huge.jpg");
        return form;
      })(),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ success: false, message: "The request is too large." });

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await leadCount("Photo Huge Di")).toBe(0);
  });

  it("are in every backup and come back with a restore, and go with their lead when retention removes it", async () => {
    const response = await postQuoteForm(server, fields("Photo Backup Ed"), [
      { name: "kept.jpg", type: "image/jpeg", bytes: jpegPhoto() },
    ]);
    expect(response.status).toBe(302);
    const [photo] = await photosOf("Photo Backup Ed");

    const backup = path.join(makeTempDir("photo-backup-"), "copy.db");
    const made = runScript("scripts/db-backup.ts", backup);
    expect(made.status, String(made.stderr)).toBe(0);
    const copy = new SQLite(backup, { readonly: true });
    const copied = copy.prepare("select data from lead_photos where id = ?").get(photo!.id) as { data: Buffer };
    copy.close();
    expect(Buffer.compare(copied.data, photo!.data)).toBe(0);

    const { db } = server.openDb();
    await db
      .updateTable("leads")
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString() })
      .where("id", "=", photo!.leadId)
      .execute();
    await db.destroy();
    server = await server.restart({ LEAD_RETENTION_DAYS: "365" });
    staff = await signedInClient(server);
    expect(await photosOf("Photo Backup Ed")).toEqual([]);

    // The backup puts the lead back with its photo, as staff see it.
    await server.stop();
    const restored = runScript("scripts/db-restore.ts", backup);
    expect(restored.status, String(restored.stderr)).toBe(0);
    server = await server.restart({ LEAD_RETENTION_DAYS: "" });
    staff = await signedInClient(server);
    const served = await staff.get(`/admin/leads/${photo!.leadId}/photos/${photo!.id}`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo!.data)).toBe(0);
  }, 90_000); // two scripts and three server starts, over a database with 11 MB of photos
});

/** An npm script's command (`npm run db:backup -- <file>`), on the test server's database. */
function runScript(script: string, file: string) {
  const projectRoot = path.resolve(import.meta.dirname, "../..");
  return spawnSync(
    path.join(projectRoot, "node_modules/.bin/tsx"),
    ["--tsconfig", path.join(projectRoot, "tsconfig.json"), path.join(projectRoot, script), file],
    { env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_PATH: server.databasePath } },
  );
}
