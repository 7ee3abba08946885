// The operator's findings from the fault review of issue #32 (point 6) that concern the running
// server's health and its log: each test failed before its fix.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { makeTempDir, startServer, type TestServer } from "../helpers/server";

const MB = 1024 * 1024;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

async function start(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

/**
 * The server with its data folder on a disk of its own, `sizeMb` big: a tmpfs mounted in a
 * mount namespace of its own (unshare), which the test reaches through /proc/<pid>/root.
 */
async function startOnSmallDisk(sizeMb: number) {
  const dataDir = makeTempDir();
  const mountAndServe = `mount -t tmpfs -o size=${sizeMb}m tmpfs "$0" && exec "$1" dist/server.js`;
  const server = await start({
    dataDir,
    command: ["unshare", "-rm", "sh", "-c", mountAndServe, dataDir, process.execPath],
  });
  return { server, onItsDisk: (name: string) => path.join(`/proc/${server.pid}/root`, dataDir, name) };
}

async function health(server: TestServer) {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, text: await response.text() };
}

describe("/healthz", () => {
  it("answers 503 while the disk has less than 64 MB free, as quotes with photos are refused then", async () => {
    const { server, onItsDisk } = await startOnSmallDisk(80);
    expect(await health(server)).toEqual({ status: 200, text: "ok" });

    fs.writeFileSync(onItsDisk("filler"), Buffer.alloc(30 * MB));
    const full = await waitFor(async () => {
      const answer = await health(server);
      return answer.status === 503 && answer;
    });
    expect(full.text).toMatch(/^disk nearly full \(\d+ MB free, 64 MB needed\): quotes with photos are refused$/);

    fs.rmSync(onItsDisk("filler"));
    await waitFor(async () => (await health(server)).status === 200);
  });

  it("checks at most once a second or two, however often it is asked", async () => {
    const server = await start({});
    const { sqlite } = server.openDb();
    try {
      // Each check proves a write by rewriting its row: count them.
      sqlite.exec(`create table health_writes (at text);
        create trigger count_health_writes after update on health_checks begin insert into health_writes values (new.checked_at); end;`);
      const startedAt = Date.now();
      for (let i = 0; i < 20; i++) expect((await health(server)).status).toBe(200);
      const seconds = (Date.now() - startedAt) / 1000;
      const writes = sqlite.prepare("select count(*) from health_writes").pluck().get() as number;
      expect(writes).toBeLessThanOrEqual(1 + Math.floor(seconds));
    } finally {
      sqlite.close();
    }
  });
});

describe("the outbox on a disk that takes no writes", () => {
  it("says so once, not on every poll, and says when writes work again", async () => {
    const server = await start({ env: { OUTBOX_RETRY_BASE_MS: "50" } });
    execFileSync("prlimit", [`--pid=${server.pid}`, "--fsize=1:"]);
    const { db } = server.openDb();
    try {
      // A message due now, queued by another process: the server's worker tries to claim it every poll.
      await db
        .insertInto("outbox")
        .values({
          recipient: "office@example.com",
          subject: "A message due while the disk is full",
          textBody: "text",
          htmlBody: "<p>text</p>",
          nextAttemptAt: new Date().toISOString(),
        })
        .execute();
      await waitFor(() => server.output().includes("Outbox: cannot claim messages"));
      // Twenty polls' time: each would have said it again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(server.output().match(/Outbox: cannot claim messages/g)).toHaveLength(1);

      execFileSync("prlimit", [`--pid=${server.pid}`, "--fsize=unlimited:"]);
      await waitFor(async () => (await db.selectFrom("outbox").select("status").executeTakeFirst())?.status === "sent");
      expect(server.output()).toContain("Outbox: the database takes writes again");
    } finally {
      execFileSync("prlimit", [`--pid=${server.pid}`, "--fsize=unlimited:"]);
      await db.destroy();
    }
  });
});
