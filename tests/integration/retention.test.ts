import { describe, expect, it } from "vitest";

import { startServer } from "../helpers/server";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("lead retention", () => {
  it("keeps every lead by default and deletes leads older than LEAD_RETENTION_DAYS when set", async () => {
    let server = await startServer();
    const { db } = server.openDb();
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const lead = (name: string, createdAt: string) => ({
      name,
      phone: "2545550100",
      service: "tree-removal",
      message: "",
      createdAt,
    });
    await db
      .insertInto("leads")
      .values([lead("Old Lead", daysAgo(45)), lead("Recent Lead", daysAgo(5))])
      .execute();
    const oldLead = await db.selectFrom("leads").select("id").where("name", "=", "Old Lead").executeTakeFirstOrThrow();
    await db
      .insertInto("outbox")
      .values({
        leadId: oldLead.id,
        recipient: "office@example.com",
        subject: "s",
        textBody: "t",
        htmlBody: "h",
        nextAttemptAt: daysAgo(45),
      })
      .execute();

    server = await server.restart();
    expect((await db.selectFrom("leads").select("name").execute()).map((row) => row.name).sort()).toEqual([
      "Old Lead",
      "Recent Lead",
    ]);

    server = await server.restart({ LEAD_RETENTION_DAYS: "30" });
    await expect
      .poll(async () => (await db.selectFrom("leads").select("name").execute()).map((row) => row.name))
      .toEqual(["Recent Lead"]);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);
    expect(server.output()).toContain("Lead retention: deleted 1 lead(s) older than 30 days");
    await db.destroy();
    await server.stop();
  });
});
