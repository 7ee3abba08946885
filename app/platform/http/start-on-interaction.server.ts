import type { HtmlPatch } from "./html-patch.server";
import { APP_STARTED_FLAG, startOnInteraction } from "./start-on-interaction";

/**
 * Remix's <Scripts> always starts the app at once, so the rendered document is
 * changed: its module preloads get `media="not all"`, which browsers do not
 * fetch, and its module script becomes a data block. On the first interaction
 * the starter sets the preloads' media back (every module loads at once, not
 * import by import: 1.3 → 0.95 s on a throttled phone) and runs the data block.
 * The elements stay where React rendered them, so hydration finds what it
 * expects; the starter goes last in <body>, where React leaves extra nodes be.
 *
 * Until the app has hydrated, the visitor's input works as without JavaScript
 * and is kept from React (`held`, react-dom's `discreteReplayableEvents`): such
 * an event makes React hydrate at once, which fails while Remix is still
 * decoding the page's data (React error 345).
 */
const MODULES_ID = "app-modules";
const MODULES_TYPE = "text/x-app-modules";

const STARTER = `(() => {
  const starters = ["pointerdown", "touchstart", "keydown", "focusin", "scroll"];
  const held = ["mousedown", "mouseup", "touchcancel", "touchend", "touchstart", "auxclick", "dblclick",
    "pointercancel", "pointerdown", "pointerup", "dragend", "dragstart", "drop", "compositionend", "compositionstart",
    "keydown", "keypress", "keyup", "input", "textInput", "copy", "cut", "paste", "click", "change", "contextmenu",
    "reset", "submit"];
  const hold = (event) => {
    if (!("${APP_STARTED_FLAG}" in document.documentElement.dataset)) event.stopPropagation();
  };
  const start = () => {
    for (const type of starters) removeEventListener(type, start, true);
    for (const type of held) addEventListener(type, hold, true);
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.media = "all";
    const modules = document.getElementById("${MODULES_ID}");
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = modules.nonce;
    script.textContent = modules.textContent;
    document.body.append(script);
  };
  for (const type of starters) addEventListener(type, start, { capture: true, passive: true });
})();`.replace(/\n\s*/g, ""); // one line in the page: every visit downloads and parses it

const MARKED_BODY = new RegExp(`<body[^>]* data-start="${startOnInteraction["data-start"]}"`);
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const BODY_END = "</body>";

/**
 * The rendered document, its app held back until the first interaction when
 * its <body> asks for it (public pages). In development pages start at once:
 * React would warn about the changed attributes.
 */
export const holdAppUntilInteraction: HtmlPatch<[nonce: string, production?: boolean]> = {
  name: "hold-app-until-interaction",
  lost: "public pages load and start their JavaScript at once, not on the first interaction",
  patch(html, nonce, production = process.env.NODE_ENV === "production") {
    if (!production || !MARKED_BODY.test(html)) return html;
    const bodyEnd = html.lastIndexOf(BODY_END);
    if (!MODULE_SCRIPT.test(html) || !html.includes(MODULE_PRELOAD) || bodyEnd === -1) return undefined;
    const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER}</script>`;
    const held = html
      .slice(0, bodyEnd)
      .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} media="not all"`)
      .replace(MODULE_SCRIPT, `<script$1 id="${MODULES_ID}" type="${MODULES_TYPE}">`);
    return held + starter + html.slice(bodyEnd);
  },
};
