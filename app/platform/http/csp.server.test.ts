import crypto from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes, withoutNonce, withScriptHashes } from "./csp.server";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  const html = [
    '<script nonce="abc">window.__remixContext = {"a":"é"};</script>',
    '<script type="module" nonce="abc">import "/build/entry.client.js";</script>',
    '<script src="/build/x.js" nonce="abc"></script>',
    "<script></script>",
  ].join("");

  it("hashes the text of every inline script, not external ones", () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__remixContext = {"a":"é"};'),
      sha256('import "/build/entry.client.js";'),
    ]);
  });

  it("puts the hashes where the nonce was, and removes the nonce from the page", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'";
    expect(withScriptHashes(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';object-src 'none'",
    );
    expect(withoutNonce.patch(html, "abc")).not.toContain("abc");
  });
});
