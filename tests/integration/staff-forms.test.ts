import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  owner = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

/** A toast the response sets; clearing the one the client still carries (`__toast=;`) shows it, sets none. */
const toastCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("__toast=") && !cookie.startsWith("__toast=;"));

/** The staff form kit's one way (docs/decisions/055-one-staff-form-kit.md), seen from the wire. */
describe("a staff form's answer", () => {
  it("to Remix's fetch is Conform's reply with the toast: no redirect to infer success from", async () => {
    const response = await owner.postForm(
      "/admin/settings.data",
      { intent: "update-phone", phoneNumber: "254-555-0123" },
      { headers: { "Sec-Fetch-Mode": "cors" } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(toastCookie(response)).toBeDefined();
    const body = await response.text();
    expect(body).toContain("success");
    expect(body).toContain("254-555-0123");
  });

  it("to Remix's fetch, when it resets, carries none of what was typed", async () => {
    const response = await owner.postForm(
      "/admin/settings.data",
      { intent: "add-email", email: "reset-me@example.com" },
      { headers: { "Sec-Fetch-Mode": "cors" } },
    );
    expect(response.status).toBe(200);
    expect(toastCookie(response)).toBeDefined();
    expect(await response.text()).not.toContain("reset-me@example.com");
  });

  it("to the browser's own post (or a client that does not say) is a redirect with the toast", async () => {
    for (const headers of [{ "Sec-Fetch-Mode": "navigate" }, undefined]) {
      const response = await owner.postForm(
        "/admin/settings",
        { intent: "update-phone", phoneNumber: "254-555-0147" },
        { headers },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/settings");
      expect(toastCookie(response)).toBeDefined();
    }
  });

  it("refused, is Conform's reply with the field's message either way, and no toast cookie", async () => {
    for (const [path, headers] of [
      ["/admin/settings.data", { "Sec-Fetch-Mode": "cors" }],
      ["/admin/settings", undefined],
    ] as const) {
      const response = await owner.postForm(path, { intent: "add-email", email: "not-an-email" }, { headers });
      expect(response.status).toBe(400);
      expect(toastCookie(response)).toBeUndefined();
      expect(await response.text()).toContain("Please enter a valid email address");
    }
  });
});
