import crypto from "node:crypto";

import type { HtmlPatch } from "./html-patch.server";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash source (`'sha256-…'`) of every inline script in an HTML page. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !content) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with its nonce source replaced by these hash sources. */
export function withScriptHashes(policy: string, hashes: string[]) {
  return policy.replace(/'nonce-[^']*'/, hashes.join(" "));
}

/** The page without its nonce attributes: a cached page must not hand out a nonce anyone could reuse. */
export const withoutNonce: HtmlPatch<[nonce: string]> = {
  name: "without-nonce",
  lost: "pages are not cached, since their nonce would be public",
  patch(html, nonce) {
    if (!nonce) return html;
    const patched = html.replaceAll(` nonce="${nonce}"`, "");
    return patched.includes(nonce) ? undefined : patched;
  },
};
