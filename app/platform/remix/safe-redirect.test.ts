import { describe, expect, it } from "vitest";

import { safeRedirect } from "./safe-redirect";

/** Where a browser on https://www.example.com would go after `Location: value`. */
function followedFrom(value: string) {
  return new URL(value, "https://www.example.com");
}

describe("safeRedirect", () => {
  it("keeps local paths with their query and fragment", () => {
    expect(safeRedirect("/admin/form-fills?status=new")).toBe("/admin/form-fills?status=new");
    expect(safeRedirect("/contact#quote-form")).toBe("/contact#quote-form");
    expect(safeRedirect("/admin/./leads/../form-fills")).toBe("/admin/form-fills");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/./\\evil.example",
    "/../\\evil.example",
    "/x/../\\evil.example",
    "/.//evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\\\\evil.example",
    " //evil.example",
    "admin",
    "",
    null,
  ])("falls back for %j", (value) => {
    expect(safeRedirect(value)).toBe("/admin");
  });

  it.each(["/%2F%2Fevil.example", "/%5Cevil.example", "/%2e%2e/%5Cevil.example", "/a\nb", "/a\tb"])(
    "keeps the encoded or cleaned-up %j on this site",
    (value) => {
      expect(followedFrom(safeRedirect(value)).origin).toBe("https://www.example.com");
    },
  );

  it.each(["/日本", "/a\u0000b", "/a\u000bb", "/a\u000cb", "/\u{1F332}?q=é"])(
    "percent-encodes %j so it is a valid header value",
    (value) => {
      const path = safeRedirect(value);
      expect(path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ Location: path })).not.toThrow();
      expect(followedFrom(path).origin).toBe("https://www.example.com");
    },
  );
});
