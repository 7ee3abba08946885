import { describe, expect, it } from "vitest";

import { startOnInteraction } from "./start-on-interaction";

// The end of a document as Remix's <Scripts> renders it, followed by the starter.
const scripts = [
  '<link rel="modulepreload" href="/build/manifest-1.js"/>',
  '<link rel="modulepreload" href="/build/entry.client-2.js"/>',
  '<script nonce="n1">window.__remixContext = {};</script>',
  '<script nonce="n1" type="module" async="">import "/build/manifest-1.js";import("/build/entry.client-2.js");</script>',
].join("");
const starter = '<script id="start-on-interaction" nonce="n1">(() => {})();</script>';

describe("startOnInteraction", () => {
  it("keeps the browser from fetching or running the app's modules on a page with the starter", () => {
    const html = startOnInteraction(`<body>${scripts}${starter}</body>`);
    expect(html).toBe(
      "<body>" +
        '<link rel="modulepreload" media="not all" href="/build/manifest-1.js"/>' +
        '<link rel="modulepreload" media="not all" href="/build/entry.client-2.js"/>' +
        '<script nonce="n1">window.__remixContext = {};</script>' +
        '<script nonce="n1" id="app-modules" type="text/x-app-modules">import "/build/manifest-1.js";import("/build/entry.client-2.js");</script>' +
        starter +
        "</body>",
    );
  });

  it("leaves a page without the starter as Remix rendered it (staff pages start at once)", () => {
    const html = `<body>${scripts}</body>`;
    expect(startOnInteraction(html)).toBe(html);
  });

  it("leaves the page whole if Remix's module script is not where it was", () => {
    const html = `<body><script type="module">import("/x.js");</script>${starter}</body>`;
    expect(startOnInteraction(html)).toBe(html);
  });
});
