import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

/** Every /api error answers in one shape: `{ success: false, message }` as JSON. */
async function expectApiError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(body.message).not.toMatch(/Unexpected Server Error/);
  return body;
}

describe("the /api error shape", () => {
  it("answers unknown /api paths with a JSON 404, for any method", async () => {
    await expectApiError(await fetch(`${server.url}/api/nope`), 404);
    await expectApiError(await fetch(`${server.url}/api/leads/1/notes/x`, { method: "POST" }), 404);
  });

  it("answers a method a route does not take with 405, an Allow header and a JSON message", async () => {
    const postLeads = await staff.api("POST", "/api/leads", {});
    expect(postLeads.headers.get("Allow")).toBe("GET");
    await expectApiError(postLeads, 405);

    const putSettings = await staff.api("PUT", "/api/site-settings", { phoneNumber: "2545550100" });
    expect(putSettings.headers.get("Allow")).toBe("GET, POST, PATCH");
    await expectApiError(putSettings, 405);

    const getContact = await fetch(`${server.url}/api/contact`);
    expect(getContact.headers.get("Allow")).toBe("POST");
    await expectApiError(getContact, 405);
  });
});
