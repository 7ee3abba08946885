import { describe, expect, it } from "vitest";

import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirect("/admin/form-fills?status=new")).toBe("/admin/form-fills?status=new");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "admin", "", null, "/a\nb"])(
    "falls back for %j",
    (value) => {
      expect(safeRedirect(value)).toBe("/admin/leads");
    },
  );
});
