import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, StaffClient } from "../helpers/staff";

let server: TestServer;
let owner: StaffClient;
let crew: StaffClient;
const CREW_EMAIL = "cuadrilla@example.com";
const CREW_PASSWORD = "limber-otter-quartz-fjord";
/** A Tuesday, 9 a.m. in Waco. */
const CLOCK_START = "2026-12-01T15:00:00.000Z";

beforeAll(async () => {
  server = await startServer({ env: { ...adminEnv, CLOCK_START } });
  owner = await signedInClient(server);
  expect(
    (await owner.postForm("/admin/staff", { intent: "add-account", email: CREW_EMAIL, password: CREW_PASSWORD }))
      .status,
  ).toBe(302);
  crew = new StaffClient(server);
  expect((await crew.signIn(CREW_EMAIL, CREW_PASSWORD)).status).toBe(302);
});

afterAll(async () => {
  await server?.stop();
});

type SettingsJson = { success: boolean; message?: string; data: Record<string, unknown> };

describe("the storm switch through the API", () => {
  it("lets the owner turn storm mode on with an end time and a booking share, and off again", async () => {
    const endsAt = "2026-12-01T21:00:00.000Z";
    const on = await owner.api("PATCH", "/api/site-settings", {
      stormMode: true,
      stormEndsAt: endsAt,
      stormBookingShare: 25,
    });
    expect(on.status).toBe(200);
    const onBody = (await on.json()) as SettingsJson;
    expect(onBody).toMatchObject({
      success: true,
      message: "Storm Mode On",
      data: { stormMode: true, stormEndsAt: endsAt, stormBookingShare: 25, stormEndedAt: null },
    });
    expect(typeof onBody.data.stormStartedAt).toBe("string");

    const read = (await (await crew.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data).toMatchObject({ stormMode: true, stormEndsAt: endsAt, phoneNumber: expect.any(String) });

    const off = (await (await owner.api("PATCH", "/api/site-settings", { stormMode: false })).json()) as SettingsJson;
    expect(off.data).toMatchObject({ stormMode: false, stormEndsAt: null, stormBookingShare: 25 });
    expect(typeof off.data.stormEndedAt).toBe("string");
  });

  it("refuses a staff account (403) and bad input (400) with a message", async () => {
    const refused = await crew.api("PATCH", "/api/site-settings", { stormMode: true });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as SettingsJson).message).toContain("Only an owner can do this");

    for (const [body, message] of [
      [{}, "Send stormMode: true or false"],
      [{ stormMode: "yes" }, "stormMode must be true or false"],
      [{ stormMode: true, stormEndsAt: "tomorrow" }, "stormEndsAt must be an ISO 8601 time"],
      [{ stormMode: true, stormEndsAt: "2020-01-01T00:00:00Z" }, "stormEndsAt must be in the future"],
      [{ stormMode: true, stormBookingShare: 150 }, "Enter a share from 0 to 100"],
    ] as const) {
      const response = await owner.api("PATCH", "/api/site-settings", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as SettingsJson).message).toContain(message);
    }
    const read = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data.stormMode).toBe(false);
  });

  it("switches itself off at its end time", async () => {
    const endsAt = "2026-12-01T23:00:00.000Z";
    await owner.api("PATCH", "/api/site-settings", { stormMode: true, stormEndsAt: endsAt });
    await moveClockTo(server, "2026-12-01T23:00:30.000Z");
    const ended = await waitFor(async () => {
      const { data } = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
      return data.stormEndedAt === endsAt && data;
    });
    expect(ended).toMatchObject({ stormMode: false, stormEndsAt: null });
  });
});
