// The nginx configuration docs/deploy.md gives, run by Debian's nginx in front of the built server:
// a quote with five real-size photos must reach the app (nginx's own default would answer a bare 413).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { photosNearLimit } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { getFreePort, makeTempDir, startServer, type TestServer } from "../helpers/server";
import { spamTrapStamp } from "../helpers/spam-trap";

const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file)) ?? "nginx";

/** The `server { … }` block of docs/deploy.md, served on a local port without TLS, in front of `appPort`. */
function documentedNginxServer(port: number, appPort: number) {
  const guide = fs.readFileSync(path.resolve("docs/deploy.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx configuration");
  const local = block
    .replace(/listen 443 ssl[^;]*;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate\S*\s[^;]+;\n/gm, "")
    .replace("proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${appPort};`);
  expect(local).toContain(`proxy_pass http://127.0.0.1:${appPort};`);
  return local;
}

let server: TestServer;
let nginx: ChildProcess;
let proxyUrl: string;
let nginxLog = "";

beforeAll(async () => {
  server = await startServer({
    env: { TRUST_PROXY: "1", CONTACT_RATE_LIMIT_PER_HOUR: "1000", PHOTO_MB_PER_ADDRESS_PER_DAY: "100000" },
  });
  const prefix = makeTempDir("nginx-");
  const port = await getFreePort();
  proxyUrl = `http://127.0.0.1:${port}`;
  const runningAsRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${runningAsRoot ? "user root root;\n" : ""}daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events {}
http {
  access_log off;
  ${documentedNginxServer(port, server.port)}
}
`,
  );
  nginx = spawn(nginxBinary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  nginx.stderr?.on("data", (chunk) => (nginxLog += chunk));
  await waitFor(async () => {
    expect(nginx.exitCode, nginxLog).toBeNull();
    return (await fetch(`${proxyUrl}/healthz`).catch(() => undefined))?.ok;
  });
});

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await server?.stop();
});

async function photoQuote(name: string) {
  const html = await (await fetch(`${proxyUrl}/contact`)).text();
  const form = new FormData();
  form.set("name__confirm", "");
  form.set("from__confirm", spamTrapStamp(html)!);
  form.set("name", name);
  form.set("phone", "254-555-0177");
  form.set("email", "behind.proxy@example.com");
  form.set("service", "emergency-tree-service");
  form.set("message", "Big limb on the fence after the storm.");
  for (const [index, file] of (await photosNearLimit()).entries()) {
    const photo = await fs.promises.readFile(file);
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `IMG_00${index + 1}.JPG`);
  }
  return form;
}

async function storedPhotoCount(name: string) {
  const { db } = server.openDb();
  try {
    const rows = await db
      .selectFrom("leads")
      .innerJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
      .select("leadPhotos.id")
      .where("leads.name", "=", name)
      .execute();
    return rows.length;
  } finally {
    await db.destroy();
  }
}

describe("the documented nginx configuration", () => {
  it.each([
    ["/contact", "without JavaScript"],
    ["/contact.data", "with JavaScript"],
  ])("passes a quote with five phone photos (27 MB) to %s (%s)", async (pagePath) => {
    const name = `Proxied ${pagePath}`;
    const answer = await fetch(`${proxyUrl}${pagePath}`, {
      method: "POST",
      body: await photoQuote(name),
      redirect: "manual",
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(400);
    expect(await storedPhotoCount(name)).toBe(5);
  });
});
