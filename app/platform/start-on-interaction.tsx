import { useEffect } from "react";

/**
 * A visitor's page is whole without JavaScript (every form posts without it),
 * so on a slow phone the app's scripts should not share the first bytes with
 * the page's text and images. On such a page the browser fetches none of them
 * until the visitor first touches, types, focuses or scrolls; the app then
 * starts before anything can be submitted.
 *
 * Remix's <Scripts> always starts at once, so the rendered document is changed
 * (`startOnInteraction`): its module preloads get `media="not all"`, which
 * browsers do not fetch, and its module script becomes a data block. On the
 * first interaction the starter sets the preloads' media back (all modules
 * load at once, not import by import: 1.3 → 0.95 s on a slow phone) and runs
 * the data block. The elements stay where React put them, so hydration finds
 * what it rendered.
 */

/** The starter's id, and the data block's: present only on pages that start on interaction. */
const STARTER_ID = "start-on-interaction";
const MODULES_ID = "app-modules";
const MODULES_TYPE = "text/x-app-modules";
/**
 * Set on <html> once the app has hydrated. Until then the visitor's input
 * works as without JavaScript and is kept from React: an input event React
 * sees before it has hydrated (`held`, react-dom's `discreteReplayableEvents`)
 * makes it hydrate at once, which fails while Remix is still decoding the
 * page's data (React error 345).
 */
const STARTED_FLAG = "appStarted";

const STARTER = `(() => {
  const starters = ["pointerdown", "touchstart", "keydown", "focusin", "scroll"];
  const held = ["mousedown", "mouseup", "touchcancel", "touchend", "touchstart", "auxclick", "dblclick",
    "pointercancel", "pointerdown", "pointerup", "dragend", "dragstart", "drop", "compositionend", "compositionstart",
    "keydown", "keypress", "keyup", "input", "textInput", "copy", "cut", "paste", "click", "change", "contextmenu",
    "reset", "submit"];
  const hold = (event) => {
    if (!("${STARTED_FLAG}" in document.documentElement.dataset)) event.stopPropagation();
  };
  const start = () => {
    for (const type of starters) removeEventListener(type, start, true);
    for (const type of held) addEventListener(type, hold, true);
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.media = "all";
    const modules = document.getElementById("${MODULES_ID}");
    if (!modules) return;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = modules.nonce;
    script.textContent = modules.textContent;
    document.body.append(script);
  };
  for (const type of starters) addEventListener(type, start, { capture: true, passive: true });
})();`;

/**
 * Rendered after <Scripts> on pages that need no JavaScript until the visitor
 * acts. Development starts at once: React would warn about the changed attributes.
 */
export function StartOnInteraction({ nonce }: { nonce: string }) {
  if (process.env.NODE_ENV === "development") return null;
  return (
    <script id={STARTER_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STARTER }} />
  );
}

/** Called once by the root: marks the app as started (on every page, so tests can wait for it). */
export function useMarkAppStarted() {
  useEffect(() => {
    document.documentElement.dataset[STARTED_FLAG] = "";
  }, []);
}

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * The rendered document, with Remix's scripts held back when the page carries
 * the starter. Should Remix's markup change, the page starts at once as before
 * (and the end-to-end test of this fails).
 */
export function startOnInteraction(html: string) {
  if (!html.includes(`<script id="${STARTER_ID}"`) || !MODULE_SCRIPT.test(html)) return html;
  return html
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" media="not all"')
    .replace(MODULE_SCRIPT, `<script$1 id="${MODULES_ID}" type="${MODULES_TYPE}">`);
}
