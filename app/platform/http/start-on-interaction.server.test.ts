import { describe, expect, it } from "vitest";

import { holdAppUntilInteraction } from "./start-on-interaction.server";

// The end of a document as Remix's <Scripts> renders it.
const scripts = [
  '<link rel="modulepreload" href="/build/manifest-1.js"/>',
  '<link rel="modulepreload" href="/build/entry.client-2.js"/>',
  '<script nonce="n1">window.__remixContext = {};</script>',
  '<script nonce="n1" type="module" async="">import "/build/manifest-1.js";import("/build/entry.client-2.js");</script>',
].join("");
const markedPage = `<html><body class="flex" data-start="on-interaction">${scripts}</body></html>`;

describe("holdAppUntilInteraction", () => {
  it("keeps the browser from fetching or running the app's modules, and adds the starter last in <body>", () => {
    const html = holdAppUntilInteraction.patch(markedPage, "n1", true);
    expect(html!.replace(/<script nonce="n1">\(\(\) => \{[\s\S]*\}\)\(\);<\/script>/, "<starter>")).toBe(
      '<html><body class="flex" data-start="on-interaction">' +
        '<link rel="modulepreload" media="not all" href="/build/manifest-1.js"/>' +
        '<link rel="modulepreload" media="not all" href="/build/entry.client-2.js"/>' +
        '<script nonce="n1">window.__remixContext = {};</script>' +
        '<script nonce="n1" id="app-modules" type="text/x-app-modules">import "/build/manifest-1.js";import("/build/entry.client-2.js");</script>' +
        "<starter></body></html>",
    );
  });

  it("leaves a page whose <body> does not ask for it as Remix rendered it (staff pages start at once)", () => {
    const html = `<html><body class="flex">${scripts}</body></html>`;
    expect(holdAppUntilInteraction.patch(html, "n1", true)).toBe(html);
  });

  it("does not match, and so is reported and left out, if Remix's module script is not where it was", () => {
    const html =
      '<html><body data-start="on-interaction"><script type="module">import("/x.js");</script></body></html>';
    expect(holdAppUntilInteraction.patch(html, "n1", true)).toBeUndefined();
  });

  it("starts at once in development, where React would warn about the changed attributes", () => {
    expect(holdAppUntilInteraction.patch(markedPage, "n1", false)).toBe(markedPage);
  });
});
