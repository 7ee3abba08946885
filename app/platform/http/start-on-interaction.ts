import { useEffect } from "react";

/**
 * A visitor's page is whole without JavaScript (every form posts without it),
 * so on a slow phone the app's scripts should not share the first bytes with
 * the page's text and images. A page whose <body> carries `startOnInteraction`
 * fetches none of them until the visitor first touches, types, focuses or
 * scrolls; the app then starts before anything can be submitted. The server
 * does the work (`start-on-interaction.server.ts`).
 */
export const startOnInteraction = { "data-start": "on-interaction" } as const;

/**
 * Set on <html> once the app has hydrated (on every page, so tests can wait
 * for it). Until then the starter keeps the visitor's input from React.
 */
export const APP_STARTED_FLAG = "appStarted";

/** Called once by the root layout. */
export function useMarkAppStarted() {
  useEffect(() => {
    document.documentElement.dataset[APP_STARTED_FLAG] = "";
  }, []);
}
