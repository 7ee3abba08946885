import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import type { SpanishTexts } from "~/content/ui-text";

// A Spanish document first fetches its words, from the file its <html data-texts> names
// (components/use-locale-text.ts). Without them it stays as the server sent it, working without JavaScript.
const url = document.documentElement.dataset.texts;
const wordsLoaded = url
  ? fetch(url)
      .then((response) => response.json() as Promise<SpanishTexts>)
      .then((texts) => void (window.spanishTexts = { url, texts }))
  : Promise.resolve();

void wordsLoaded.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
