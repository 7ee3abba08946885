import { spawnSync } from "node:child_process";
import path from "node:path";

import SQLite from "better-sqlite3";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
  server = await startServer({ env: { ...adminEnv, SMTP_URL: smtp.url, NOTIFY_EMAILS: "office@example.com" } });
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

describe("photos with a quote request", () => {
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

  it("come through /api/contact as multipart, and /api/leads lists them", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields("Photo Api Sam"))) form.set(name, value);
    form.append("photos", new Blob([new Uint8Array(jpegPhoto())], { type: "image/jpeg" }), "tree.jpg");
    const response = await fetch(`${server.url}/api/contact`, { method: "POST", body: form });
    expect(response.status).toBe(201);

    const [photo] = await photosOf("Photo Api Sam");
    const lead = await (await staff.request(`/api/leads/${photo!.leadId}`)).json();
    expect(lead.data.photos).toEqual([
      {
        id: photo!.id,
        url: `/admin/leads/${photo!.leadId}/photos/${photo!.id}`,
        contentType: "image/jpeg",
        size: photo!.size,
      },
    ]);
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
  });
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
