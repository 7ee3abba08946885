import { describe, expect, it } from "vitest";

import { noteRequest, servingRequests } from "./visitor-activity.server";

describe("servingRequests", () => {
  it("is false until a request arrives, true within the window after one, false past it", async () => {
    expect(servingRequests()).toBe(false);
    noteRequest();
    expect(servingRequests()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(servingRequests(10)).toBe(false);
    expect(servingRequests(1_000)).toBe(true);
  });
});
