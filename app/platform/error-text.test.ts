import { expect, it } from "vitest";

import { errorText } from "./error-text";

it("drops the credentials of any address in an error, and keeps the rest", () => {
  const error = new Error("Connect to smtp://office:hunter2@mail.example.com:587 failed; see https://k:s@b2.example/x");
  expect(errorText(error)).toBe("Connect to smtp://mail.example.com:587 failed; see https://b2.example/x");
  expect(errorText("x".repeat(2000), 500)).toHaveLength(500);
});
